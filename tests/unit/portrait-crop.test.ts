import { describe, expect, it } from "vitest";
import { portraitCropBox, portraitObjectPosition } from "../../src/shared/domain/portrait-crop.ts";

describe("portraitCropBox", () => {
  it("cuts a tall photo a third of the spare height down, full width", () => {
    expect(portraitCropBox(200, 600)).toEqual({ left: 0, top: 133, size: 200 });
  });

  it("cuts a wide photo in the middle, full height", () => {
    expect(portraitCropBox(500, 300)).toEqual({ left: 100, top: 0, size: 300 });
  });

  it("keeps a square photo whole", () => {
    expect(portraitCropBox(240, 240)).toEqual({ left: 0, top: 0, size: 240 });
  });

  it("is the CSS object-position the preview uses", () => {
    expect(portraitObjectPosition).toBe("50.000% 33.333%");
  });
});
