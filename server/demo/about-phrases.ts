import type { Locale } from '../../io/entities/locale';

/** Sentences an "about me" text is composed of: one opening, one or two middles, one closing. */
export interface PhraseBank {
  readonly openings: ReadonlyArray<string>;
  readonly middles: ReadonlyArray<string>;
  readonly closings: ReadonlyArray<string>;
}

/** Written per language (not translated word for word), in forms that do not depend on the writer's gender. */
export const aboutPhrases: Readonly<Record<Locale, PhraseBank>> = {
  nl: {
    openings: [
      'Hoi! Leuk dat je even op mijn profiel kijkt.',
      'Ik ben hier om nieuwe mensen te leren kennen en te zien wat er gebeurt.',
      'Spontaan, nieuwsgierig en altijd in voor een goed gesprek.',
      'Na een drukke werkweek zoek ik wat gezelligheid en spanning.',
    ],
    middles: [
      'In het weekend fiets ik graag een rondje of zit ik op een terras in de zon.',
      'Ik kook graag voor anderen, dus wie weet nodig ik je ooit uit.',
      'Eerlijkheid vind ik belangrijk: zeg gewoon wat je denkt.',
      'Mijn vrienden noemen me avontuurlijk, en daar hebben ze wel gelijk in.',
      'Ik hou van lange avonden met goede muziek en een glas wijn.',
    ],
    closings: [
      'Stuur gerust een berichtje als je me wilt leren kennen.',
      'Durf jij de eerste stap te zetten?',
      'Ik ben benieuwd naar jouw verhaal.',
      'Tot snel, hopelijk!',
    ],
  },
  en: {
    openings: [
      'Hi there, thanks for stopping by my profile.',
      'I am here to meet new people and see where things go.',
      'Curious, easy-going and always up for a good conversation.',
      'After a busy week I am looking for some fun and a bit of excitement.',
    ],
    middles: [
      'At the weekend you will find me on a long walk or in a cosy pub.',
      'I love cooking for other people, so who knows, maybe one day for you.',
      'Honesty matters to me: just say what you think.',
      'My friends call me adventurous, and they are probably right.',
      'Nothing beats a late evening with good music and a glass of wine.',
    ],
    closings: [
      'Send me a message if you would like to get to know me.',
      'Are you brave enough to make the first move?',
      'I would love to hear your story.',
      'Hope to hear from you soon!',
    ],
  },
  de: {
    openings: [
      'Hallo! Schön, dass du auf meinem Profil vorbeischaust.',
      'Ich bin hier, um neue Leute kennenzulernen und zu sehen, was passiert.',
      'Neugierig, unkompliziert und immer für ein gutes Gespräch zu haben.',
      'Nach einer stressigen Woche suche ich ein bisschen Spaß und Prickeln.',
    ],
    middles: [
      'Am Wochenende bin ich gern draußen unterwegs oder sitze in einem gemütlichen Café.',
      'Ich koche gern für andere, vielleicht ja irgendwann auch für dich.',
      'Ehrlichkeit ist mir wichtig: Sag einfach, was du denkst.',
      'Meine Freunde sagen, ich sei abenteuerlustig, und da haben sie wohl recht.',
      'Ein langer Abend mit guter Musik und einem Glas Wein ist für mich perfekt.',
    ],
    closings: [
      'Schreib mir einfach, wenn du mich kennenlernen möchtest.',
      'Traust du dich, den ersten Schritt zu machen?',
      'Ich bin gespannt auf deine Geschichte.',
      'Bis hoffentlich bald!',
    ],
  },
  fr: {
    openings: [
      'Salut ! Merci de passer sur mon profil.',
      'Je suis ici pour faire de nouvelles rencontres et voir ce qui se passe.',
      'Curiosité, bonne humeur et l’envie d’une belle conversation : voilà qui me résume.',
      'Après une semaine chargée, j’ai envie de légèreté et d’un peu de piment.',
    ],
    middles: [
      'Le week-end, on me trouve en balade ou en terrasse au soleil.',
      'J’adore cuisiner pour les autres, alors qui sait, un jour peut-être pour toi.',
      'La sincérité compte beaucoup pour moi : dis simplement ce que tu penses.',
      'Mes amis disent que j’ai le goût de l’aventure, et ils n’ont pas tort.',
      'Rien ne vaut une longue soirée avec de la bonne musique et un verre de vin.',
    ],
    closings: [
      'Envoie-moi un message si tu as envie de me connaître.',
      'Oseras-tu faire le premier pas ?',
      'J’ai hâte de découvrir ton histoire.',
      'À très vite, j’espère !',
    ],
  },
  it: {
    openings: [
      'Ciao! Grazie per la visita al mio profilo.',
      'Sono qui per conoscere gente nuova e vedere cosa succede.',
      'Curiosità, allegria e sempre voglia di una bella chiacchierata.',
      'Dopo una settimana piena di impegni cerco un po’ di leggerezza e di emozione.',
    ],
    middles: [
      'Nel fine settimana mi trovi a passeggiare in centro o al mare.',
      'Adoro cucinare per gli altri, quindi chissà, magari un giorno anche per te.',
      'Per me la sincerità è importante: dimmi semplicemente cosa pensi.',
      'Gli amici dicono che amo l’avventura, e hanno ragione.',
      'Una lunga serata con buona musica e un bicchiere di vino è il massimo.',
    ],
    closings: [
      'Scrivimi pure se ti va di conoscermi.',
      'Hai il coraggio di fare il primo passo?',
      'Mi piacerebbe sentire la tua storia.',
      'A presto, spero!',
    ],
  },
  es: {
    openings: [
      '¡Hola! Gracias por pasarte por mi perfil.',
      'Estoy aquí para conocer gente nueva y ver qué pasa.',
      'Curiosidad, buen humor y siempre con ganas de una buena conversación.',
      'Después de una semana de mucho trabajo busco diversión y un poco de emoción.',
    ],
    middles: [
      'Los fines de semana me encanta salir de tapas o pasear junto al mar.',
      'Me gusta cocinar para los demás, así que quién sabe, quizá algún día para ti.',
      'Para mí la sinceridad es lo primero: dime lo que piensas.',
      'Mis amigos dicen que me encanta la aventura, y tienen razón.',
      'No hay nada mejor que una noche larga con buena música y una copa de vino.',
    ],
    closings: [
      'Escríbeme si te apetece conocerme.',
      '¿Te atreves a dar el primer paso?',
      'Tengo ganas de conocer tu historia.',
      '¡Hasta pronto, espero!',
    ],
  },
  pl: {
    openings: [
      'Cześć! Dzięki, że zaglądasz na mój profil.',
      'Jestem tu, żeby poznać nowych ludzi i zobaczyć, co z tego wyniknie.',
      'Ciekawość świata, dobry humor i chęć na dobrą rozmowę – tak można mnie opisać.',
      'Po pracowitym tygodniu szukam odrobiny zabawy i emocji.',
    ],
    middles: [
      'W weekendy lubię długie spacery i kawę w małej kawiarni.',
      'Uwielbiam gotować dla innych, więc kto wie, może kiedyś dla ciebie.',
      'Szczerość jest dla mnie ważna: po prostu powiedz, co myślisz.',
      'Przyjaciele mówią, że mam duszę podróżnika, i coś w tym jest.',
      'Nie ma nic lepszego niż długi wieczór przy dobrej muzyce i lampce wina.',
    ],
    closings: [
      'Napisz do mnie, jeśli chcesz mnie poznać.',
      'Odważysz się zrobić pierwszy krok?',
      'Chętnie poznam twoją historię.',
      'Do usłyszenia, mam nadzieję!',
    ],
  },
  da: {
    openings: [
      'Hej! Tak fordi du kigger forbi min profil.',
      'Jeg er her for at møde nye mennesker og se, hvad der sker.',
      'Nysgerrig, afslappet og altid klar på en god snak.',
      'Efter en travl uge trænger jeg til lidt sjov og spænding.',
    ],
    middles: [
      'I weekenden cykler jeg en tur eller sidder på en café i solen.',
      'Jeg elsker at lave mad til andre, så hvem ved, måske en dag til dig.',
      'Ærlighed betyder meget for mig: sig bare, hvad du tænker.',
      'Mine venner siger, at jeg er eventyrlysten, og det har de nok ret i.',
      'En lang aften med god musik og et glas vin er det bedste, jeg ved.',
    ],
    closings: [
      'Skriv endelig, hvis du har lyst til at lære mig at kende.',
      'Tør du tage det første skridt?',
      'Jeg glæder mig til at høre din historie.',
      'Vi ses forhåbentlig snart!',
    ],
  },
  fi: {
    openings: [
      'Moi! Kiva, että kurkkaat profiiliani.',
      'Olen täällä tutustumassa uusiin ihmisiin, katsotaan mitä tapahtuu.',
      'Utelias, rento ja aina valmis hyvään keskusteluun.',
      'Kiireisen viikon jälkeen kaipaan vähän hauskuutta ja jännitystä.',
    ],
    middles: [
      'Viikonloppuisin ulkoilen luonnossa tai istun kahvilassa ystävien kanssa.',
      'Laitan mielelläni ruokaa muille, joten kuka tietää, ehkä joskus sinullekin.',
      'Rehellisyys on minulle tärkeää: sano vain, mitä ajattelet.',
      'Ystäväni sanovat, että olen seikkailunhaluinen, ja se taitaa pitää paikkansa.',
      'Pitkä ilta hyvän musiikin ja lasillisen viiniä parissa on parasta.',
    ],
    closings: [
      'Laita viestiä, jos haluat tutustua.',
      'Uskallatko ottaa ensimmäisen askeleen?',
      'Kuulisin mielelläni sinun tarinasi.',
      'Kuullaan pian, toivottavasti!',
    ],
  },
  nb: {
    openings: [
      'Hei! Så hyggelig at du tar en titt på profilen min.',
      'Jeg er her for å bli kjent med nye folk og se hva som skjer.',
      'Nysgjerrig, avslappet og alltid klar for en god prat.',
      'Etter en travel uke har jeg lyst på litt moro og spenning.',
    ],
    middles: [
      'I helgene går jeg gjerne på tur i skogen eller sitter på en kafé.',
      'Jeg elsker å lage mat til andre, så hvem vet, kanskje en dag til deg.',
      'Ærlighet betyr mye for meg: bare si hva du tenker.',
      'Vennene mine sier at jeg er eventyrlysten, og det stemmer nok.',
      'En lang kveld med god musikk og et glass vin er det beste jeg vet.',
    ],
    closings: [
      'Send meg gjerne en melding hvis du vil bli kjent.',
      'Tør du å ta det første steget?',
      'Jeg gleder meg til å høre historien din.',
      'Snakkes forhåpentligvis snart!',
    ],
  },
  sv: {
    openings: [
      'Hej! Kul att du tittar in på min profil.',
      'Jag är här för att träffa nya människor och se vad som händer.',
      'Nyfiken, avslappnad och alltid sugen på ett bra samtal.',
      'Efter en intensiv vecka längtar jag efter lite skoj och spänning.',
    ],
    middles: [
      'På helgerna tar jag gärna en långpromenad eller fikar på ett mysigt kafé.',
      'Jag älskar att laga mat åt andra, så vem vet, kanske en dag åt dig.',
      'Ärlighet är viktigt för mig: säg bara vad du tänker.',
      'Mina vänner säger att jag är äventyrlig, och det stämmer nog.',
      'En lång kväll med bra musik och ett glas vin är det bästa jag vet.',
    ],
    closings: [
      'Skicka gärna ett meddelande om du vill lära känna mig.',
      'Vågar du ta det första steget?',
      'Jag vill gärna höra din historia.',
      'Hörs snart, hoppas jag!',
    ],
  },
};
