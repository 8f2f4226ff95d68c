/** The company facts a legal text names: the provider, its address and the phone lines. */
export interface SiteFacts {
  brandName: string;
  supportEmail: string;
  memberPhoneNumber: string;
  premiumPhoneNumber: string;
  creditPhoneNumber: string;
  company: {
    name: string;
    street: string;
    postalCode: string;
    city: string;
    country: string;
    representative: string;
    phone: string;
  };
}
