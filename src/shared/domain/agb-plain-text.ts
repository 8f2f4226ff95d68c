import type { SiteFacts } from "./site-facts.ts";

// The AGB with the withdrawal instructions and the model withdrawal form as plain text, for the
// contract confirmation mail: § 312f Abs. 2 BGB wants them on a durable medium, and a link to
// /agb is not one (docs/decisions/0022). The page (src/client/features/legal/components/
// agb-document.tsx) is the original; tests/unit/agb-plain-text.test.ts fails when the two differ.

/** The withdrawal instructions ("Widerrufsbelehrung" to "Ende der Widerrufsbelehrung"). */
export function withdrawalInstructionsText(f: SiteFacts): string {
  return `Widerrufsbelehrung

Widerrufsrecht
Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.
Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.
Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${f.company.name}, ${f.company.street}, ${f.company.postalCode} ${f.company.city}, E-Mail: ${f.supportEmail}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Sie können den Widerruf auch über die Funktion „Vertrag widerrufen“ auf unserer Website erklären, die während der gesamten Widerrufsfrist am Ende jeder Seite erreichbar ist. Machen Sie von dieser Möglichkeit Gebrauch, so werden wir Ihnen unverzüglich (z. B. per E-Mail) eine Bestätigung über den Eingang eines solchen Widerrufs übermitteln.
Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.

Folgen des Widerrufs
Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.
Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen sollen, so haben Sie uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.
Ende der Widerrufsbelehrung`;
}

/** The model withdrawal form of Anlage 2 zu Art. 246a § 1 Abs. 2 EGBGB. */
export function withdrawalFormText(f: SiteFacts): string {
  return `Muster-Widerrufsformular
(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)
– An ${f.company.name}, ${f.company.street}, ${f.company.postalCode} ${f.company.city}, E-Mail: ${f.supportEmail}:
– Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)
– Bestellt am (*)/erhalten am (*)
– Name des/der Verbraucher(s)
– Anschrift des/der Verbraucher(s)
– Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)
– Datum

(*) Unzutreffendes streichen.

§ 8 Bewertungen und Meldungen
(1) Eine Beraterin oder einen Berater bewerten kann nur, wer mit ihr oder ihm über die Mitgliedernummer oder mit Cosmos Credits mindestens drei Minuten telefoniert hat, innerhalb von 30 Tagen nach dem Gespräch und einmal je Gespräch. Grundlage ist der Verbindungsnachweis des Telefonanbieters, der dem Konto zugeordnet ist. Anrufe über die allgemeine 0900-Nummer ohne Mitgliedschaft können nicht bewertet werden, weil der Anbieter die Anrufenden dort nicht kennt.
(2) Bewertungen erscheinen sofort mit dem Vornamen und dem ersten Buchstaben des Nachnamens, dem Datum und dem Hinweis „Verifizierter Anruf“ mit der Gesprächsdauer. Der Anbieter veröffentlicht positive und negative Bewertungen gleichermaßen, prüft sie vor der Veröffentlichung nur automatisch auf Telefonnummern, E-Mail- und Internetadressen, die in Bewertungen nicht erlaubt sind, und gewährt für Bewertungen keine Vorteile. Sie können Ihre Bewertung innerhalb der 30 Tage ändern und jederzeit löschen.
(3) Jede Person kann eine Bewertung über „Bewertung melden“ melden. Über Meldungen entscheidet ein Mensch, kein automatisches Verfahren. Eine Bewertung wird nur entfernt, wenn sie nicht auf einem echten Gespräch beruht, beleidigt, bedroht oder Hass verbreitet, persönliche Daten, Kontaktdaten oder Werbung enthält, nicht vom Gespräch mit dieser Beraterin oder diesem Berater handelt oder sonst gegen geltendes Recht verstößt. Dass eine Bewertung negativ ist, ist kein Grund zur Entfernung. Der Anbieter ändert weder die Sterne noch den Text einer Bewertung.
(4) Über die Entscheidung und ihre Gründe informiert der Anbieter per E-Mail die meldende Person, sofern sie eine E-Mail-Adresse angegeben hat, und die Verfasserin oder den Verfasser der Bewertung. Gegen die Entscheidung können Sie über das Kontaktformular Einwände erheben; der Rechtsweg bleibt offen.
(5) Einzelheiten erläutert die Seite „So prüfen wir Bewertungen“.

§ 9 Haftung und Schlussbestimmungen
(1) Der Anbieter haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit, für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit, nach dem Produkthaftungsgesetz sowie im Umfang einer übernommenen Garantie.
(2) Bei leicht fahrlässiger Verletzung einer wesentlichen Vertragspflicht ist die Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt. Wesentlich sind Pflichten, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.
(3) Diese Beschränkungen gelten auch zugunsten der gesetzlichen Vertreter, Mitarbeiter und Erfüllungsgehilfen des Anbieters.
(4) Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Diese Rechtswahl gilt nur, soweit Ihnen dadurch nicht der Schutz entzogen wird, den zwingende Bestimmungen des Staates gewähren, in dem Sie Ihren gewöhnlichen Aufenthalt haben.
(5) Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.
(6) Sollten einzelne Bestimmungen dieser AGB ganz oder teilweise unwirksam sein oder werden, bleibt der Vertrag im Übrigen wirksam. An die Stelle der unwirksamen Bestimmung tritt die gesetzliche Regelung (§ 306 Abs. 2 BGB).`;
}

/** The whole AGB, in the order of the page. */
export function agbPlainText(f: SiteFacts): string {
  return [
    `Allgemeine Geschäftsbedingungen
Stand: November 2026

§ 1 Geltungsbereich und Anbieter
(1) Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Verträge, die Sie über das Portal „${f.brandName}“ abschließen. Anbieter und Ihr Vertragspartner ist:
${f.company.name}
${f.company.street}
${f.company.postalCode} ${f.company.city}, ${f.company.country}
Vertreten durch den Geschäftsführer ${f.company.representative}
E-Mail: ${f.supportEmail}, Telefon: ${f.company.phone}
(2) Das Angebot richtet sich an Verbraucherinnen und Verbraucher im Sinne des § 13 BGB. Abweichende Bedingungen gelten nur, wenn der Anbieter ihnen ausdrücklich zustimmt. Individuelle Vereinbarungen haben Vorrang (§ 305b BGB).
(3) Die Vertragssprache ist Deutsch. Diese AGB können Sie jederzeit auf dieser Seite abrufen, speichern und ausdrucken.

§ 2 Leistungen
(1) Der Anbieter betreibt ein Online-Portal, über das Sie telefonische Beratungen zu Astrologie, Tarot, Hellsehen und verwandten Themen in Anspruch nehmen können. Ergänzend stellt das Portal redaktionelle Inhalte wie Horoskope bereit.
(2) Die Beraterinnen und Berater sind nicht beim Anbieter angestellt, sondern selbstständig tätig und in der Gestaltung ihrer Beratung frei. Nicht jeder abgebildete Berater ist jederzeit erreichbar; ist er nicht verfügbar, kann Ihr Anruf an einen anderen geeigneten Berater weitergeleitet werden. Ein Anspruch auf die Beratung durch eine bestimmte Person besteht nicht.
(3) Die Beratungen dienen der Unterhaltung und der allgemeinen Lebenshilfe. Sie ersetzen keine ärztliche, psychotherapeutische, rechtliche, steuerliche oder finanzielle Beratung. Bei gesundheitlichen, rechtlichen oder finanziellen Fragen wenden Sie sich bitte an entsprechend qualifizierte Fachleute. Ein bestimmtes Ergebnis, insbesondere das Eintreten von Vorhersagen, wird nicht geschuldet.
(4) Sämtliche Leistungen stehen ausschließlich volljährigen Personen offen. Mit der Registrierung bestätigen Sie, dass Sie mindestens 18 Jahre alt sind. Der Anbieter kann Konten sperren, wenn Anhaltspunkte dafür bestehen, dass sie von Minderjährigen genutzt werden.
(5) Bitte machen Sie bei der Registrierung wahrheitsgemäße Angaben und halten Sie Ihre Zugangsdaten geheim.

§ 3 Premium-Mitgliedschaft
(1) Die Premium-Mitgliedschaft umfasst den unbegrenzten Zugang zu allen Beratern, den reduzierten Minutenpreis von 0,69 € über die Mitgliedernummer (§ 4), Prioritäts-Support und exklusive monatliche Horoskope.
(2) Der Vertrag kommt zustande, wenn Sie am Ende des Bestellvorgangs die Bestellschaltfläche „Zahlungspflichtig bestellen“ betätigen und die Zahlung beim gewählten Zahlungsdienstleister freigeben. Unmittelbar davor werden Ihnen Preis, Testmonat, Wochenentgelt, Mindestlaufzeit und Kündigungsbedingungen angezeigt.
(3) Der erste Monat ist ein Testmonat und kostet einmalig 1,00 €. Danach setzt sich die Mitgliedschaft kostenpflichtig fort; das Entgelt beträgt 4,99 € pro Woche und wird jeweils zu Beginn einer Abrechnungswoche im Voraus fällig. Alle Preise enthalten die gesetzliche Mehrwertsteuer.
(4) Die Mindestlaufzeit beträgt drei Monate und beginnt mit dem Ende des Testmonats. Danach läuft die Mitgliedschaft auf unbestimmte Zeit weiter und kann jederzeit mit einer Frist von höchstens einem Monat gekündigt werden (§ 309 Nr. 9 BGB).
(5) Die Kündigung wird zum Ende des laufenden Abrechnungszeitraums wirksam, frühestens zum Ende des Abrechnungszeitraums, in dem die Mindestlaufzeit endet. Endet die Mindestlaufzeit innerhalb einer bereits bezahlten Abrechnungswoche, endet die Mitgliedschaft mit dieser Woche. Sie können bereits während des Testmonats kündigen. Bis zum Wirksamwerden der Kündigung behalten Sie alle Leistungen der Mitgliedschaft.
(6) Zur Kündigung steht Ihnen ohne vorherige Anmeldung die am Ende jeder Seite erreichbare Schaltfläche „Verträge hier kündigen“ zur Verfügung. Sie können außerdem per E-Mail an den Anbieter oder in Ihrem Profil kündigen. Der Anbieter bestätigt Ihnen Inhalt und Eingang der Kündigung sowie den Zeitpunkt, zu dem die Mitgliedschaft endet, unverzüglich per E-Mail.
(7) Das Recht beider Seiten zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt.

§ 4 Telefonberatung und Preise
(1) Telefonberatungen zum Minutenpreis finden über 0900-Rufnummern statt; persönliche Beratungen mit Cosmos Credits über die Credit-Line (§ 5). Mitglieder erreichen die Berater über die Mitgliedernummer (${f.memberPhoneNumber}, 0,69 €/Min.) zuzüglich der Durchwahl des jeweiligen Beraters; ohne Mitgliedschaft gilt die allgemeine Nummer ohne Durchwahl (${f.premiumPhoneNumber}, 1,49 €/Min.). Die Preise gelten aus allen deutschen Fest- und Mobilfunknetzen und enthalten die gesetzliche Mehrwertsteuer.
(2) Den Mitgliederpreis erhalten Sie nur mit aktiver Premium-Mitgliedschaft. Mitglieder werden anhand der in ihrem Konto hinterlegten Rufnummer erkannt; bitte rufen Sie von dieser Rufnummer und mit Rufnummernübermittlung an.
(3) Die Gespräche werden sekundengenau abgerechnet und von Ihrem Netzbetreiber über Ihre Telefonrechnung eingezogen. Die Anrufgebühren sind nicht im Mitgliedsbeitrag enthalten.
(4) Vor Beginn der Abrechnung hören Sie eine kostenlose Preisansage. Die Kosten entstehen erst nach deren Ende.
(5) Der Anbieter begrenzt die Gesprächsdauer nur, soweit Ihr Ausgabenlimit (§ 6 Abs. 6) es verlangt: Die Mitgliedernummer verbindet dann höchstens so lange, wie das Limit noch reicht. Nach 60 Minuten kann jedoch nach § 113 TKG eine Legitimation erforderlich sein; ohne sie wird die Verbindung aus gesetzlichen Gründen getrennt.
(6) Die Rufnummern dürfen nur von Personen ab 18 Jahren angerufen werden. Bei der Registrierung fragt der Anbieter das Geburtsdatum ab; ein Konto, das danach einer Person unter 18 Jahren gehört, kann nichts bestellen und wird nicht verbunden.

§ 5 Cosmos Credits
(1) Cosmos Credits sind ein im Voraus bezahltes Guthaben für persönliche Beratungen über die Credit-Line. Ein Credit entspricht einem Cent (0,01 €). Credits verfallen nicht.
(2) Angeboten werden fünf Pakete: Schnupperpaket 1.000 Credits für 10,00 €; Basispaket 2.500 Credits und 100 Bonus-Credits für 25,00 €; Beliebtes Paket 5.000 Credits und 500 Bonus-Credits für 50,00 €; Vorteilspaket 10.000 Credits und 1.500 Bonus-Credits für 100,00 €; Kosmos-Paket 20.000 Credits und 4.000 Bonus-Credits für 200,00 €. Bonus-Credits werden wie gekaufte Credits eingesetzt. Umfang und Preis des gewählten Pakets werden vor dem Kauf unmittelbar über der Bestellschaltfläche „Zahlungspflichtig bestellen“ angezeigt.
(3) Credits kaufen Sie angemeldet auf der Seite „Credits“ über PayPal als Einmalzahlung; es entsteht keine Mitgliedschaft und nichts verlängert sich. Die Credits werden nach erfolgreicher Zahlung Ihrem Konto gutgeschrieben; Kontostand und Buchungen sehen Sie jederzeit auf der Seite „Credits“.
(4) Zum Einsatz der Credits rufen Sie die Credit-Line ${f.creditPhoneNumber} zuzüglich der Durchwahl der gewünschten Beraterin oder des gewünschten Beraters an. Jede Beraterin und jeder Berater legt einen eigenen Preis in Credits pro Minute fest, der bei ihrem oder seinem Profil angezeigt wird. Abgerechnet wird jede angefangene Sekunde: Ein Gespräch kostet die Gesprächsdauer in Sekunden mal dem Preis pro Minute geteilt durch 60, aufgerundet auf ganze Credits. Ein Gespräch dauert höchstens so lange, wie Ihr Guthaben reicht. Ist die gewählte Person nicht erreichbar, wird der Anruf nicht verbunden und es werden keine Credits abgebucht. Endet ein Gespräch auf Seiten der Beraterin oder des Beraters oder durch eine Störung im Netz, werden die ersten 60 Sekunden nicht berechnet: Ein solches Gespräch von höchstens 60 Sekunden kostet keine Credits.
(5) Die Credit-Line ist eine Rufnummer zum normalen Tarif und keine 0900-Rufnummer. Für die Verbindung zahlen Sie Ihrem Telefonanbieter nur dessen üblichen Preis für Anrufe zu dieser Rufnummer; ein Aufschlag des Anbieters fällt nicht an. Erkannt werden Sie an der in Ihrem Konto hinterlegten Rufnummer, bei unterdrückter oder einer anderen Rufnummer an Ihrer Kundennummer und Ihrer vierstelligen Credit-PIN, die Sie auf der Seite „Credits“ festlegen.
(6) Credits sind nicht übertragbar und werden nicht in Geld ausgezahlt. Gesetzliche Rückzahlungsansprüche, insbesondere nach einem Widerruf (§ 7), bleiben unberührt. Wird eine Zahlung über PayPal erstattet oder zurückgebucht, werden die Credits dieses Kaufs wieder abgezogen, soweit sie noch nicht verbraucht sind.
(7) Anrufe über die 0900-Rufnummern können nicht mit Credits bezahlt werden; sie werden ausschließlich über die Telefonrechnung abgerechnet (§ 4).

§ 6 Zahlung
(1) Die Mitgliedschaft bezahlen Sie über PayPal oder, soweit im Bestellvorgang angeboten, per Kreditkarte über den Zahlungsdienstleister Maxpay. Cosmos Credits bezahlen Sie über PayPal.
(2) Alle Preise sind Endpreise einschließlich der gesetzlichen Mehrwertsteuer. Für die Nutzung eines Zahlungsmittels berechnet der Anbieter kein zusätzliches Entgelt.
(3) Das Entgelt für den Testmonat wird bei Vertragsschluss belastet, danach das Wochenentgelt jeweils zu Beginn einer Abrechnungswoche über die gewählte Zahlungsart.
(4) Anrufgebühren werden nicht über diese Zahlungsarten, sondern über Ihre Telefonrechnung abgerechnet.
(5) Für jede Zahlung und jede Erstattung stellt der Anbieter einen Beleg mit fortlaufender Nummer aus, den Sie in Ihrem Profil unter „Zahlungen und Belege“ als PDF herunterladen. Dort erhalten Sie auch für jeden Monat eine Übersicht Ihrer Anrufe und Zahlungen als PDF und CSV.
(6) Jedes Konto hat ein monatliches Ausgabenlimit; seine Anfangshöhe nennt der Anbieter bei der Registrierung. Auf der Seite „Ausgabenlimit“ legen Sie ein Limit pro Kalendermonat und auf Wunsch pro Tag fest (deutsche Zeit). Eine Senkung gilt sofort, eine Erhöhung oder Aufhebung erst sieben Tage später; bis dahin können Sie sie zurücknehmen. Angerechnet werden Anrufe über die Mitgliedernummer, mit Credits bezahlte Gespräche, Credit-Käufe und Mitgliedsbeiträge. Ist das Limit erreicht oder haben Sie eine Pause eingelegt, verbinden die Mitgliedernummer und die Credit-Line nicht und Käufe werden vor der Zahlung abgelehnt; eine laufende Mitgliedschaft und ihre Beiträge bleiben davon unberührt, die Kündigung bleibt jederzeit möglich. Jede Änderung bestätigt der Anbieter per E-Mail.

§ 7 Widerrufsrecht
Als Verbraucherin oder Verbraucher haben Sie ein Widerrufsrecht nach Maßgabe der folgenden Belehrung.`,
    withdrawalInstructionsText(f),
    `Vorzeitiger Beginn der Leistungen und Wertersatz
Die Mitgliedschaft und Beratungen mit Cosmos Credits beginnen auf Ihr ausdrückliches Verlangen bereits während der Widerrufsfrist. Widerrufen Sie danach, berechnet sich der Wertersatz zeitanteilig nach dem vereinbarten Preis für die Zeit bis zum Eingang Ihres Widerrufs; bereits gezahlte Beträge darüber hinaus werden erstattet. Bei Verträgen über Dienstleistungen erlischt das Widerrufsrecht, wenn die Dienstleistung vollständig erbracht ist und Sie vor Beginn ausdrücklich zugestimmt sowie bestätigt haben, dass Sie Ihr Widerrufsrecht bei vollständiger Vertragserfüllung verlieren (§ 356 Abs. 4 BGB). Cosmos Credits werden sofort gutgeschrieben, wenn Sie im Bestellschritt ausdrücklich zugestimmt haben, dass dies vor Ablauf der Widerrufsfrist geschieht, und bestätigt haben, dass Sie dadurch Ihr Widerrufsrecht verlieren; mit der Gutschrift erlischt dann das Widerrufsrecht für diesen Kauf (§ 356 Abs. 5 BGB). Ihre Zustimmung bestätigen wir Ihnen mit der Vertragsbestätigung per E-Mail.`,
    withdrawalFormText(f),
  ].join("\n\n");
}
