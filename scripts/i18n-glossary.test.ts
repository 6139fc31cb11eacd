import fs from 'fs';
import path from 'path';
import { findGlossaryHits, phrasePattern, readGlossary, type Glossary } from './i18n-glossary';
import { CONTENT_DIRS, listLanguages, readTexts } from './i18n-texts';

const glossary = readGlossary(CONTENT_DIRS);

describe('the glossary', () => {
  it('is followed by every locale file and legal page', () => {
    const texts = new Map(
      listLanguages(CONTENT_DIRS.locales).map((language) => [
        language,
        readTexts(CONTENT_DIRS, language),
      ]),
    );
    expect(findGlossaryHits(glossary, texts)).toEqual([]);
  });

  it('gives every term a Spanish and a Portuguese choice, never one of its own wrong variants', () => {
    for (const term of glossary.terms) {
      if (term.id === 'us-english') continue;
      for (const language of ['es', 'pt']) {
        const translation = term.translations[language];
        expect({ term: term.id, language, use: typeof translation?.use }).toEqual({
          term: term.id,
          language,
          use: 'string',
        });
        for (const avoid of translation!.avoid ?? [])
          expect({
            term: term.id,
            avoid,
            inUse: phrasePattern(avoid).test(translation!.use),
          }).toEqual({
            term: term.id,
            avoid,
            inUse: false,
          });
      }
    }
  });
});

describe('findGlossaryHits', () => {
  const sample: Glossary = {
    register: {},
    terms: [
      {
        id: 'life-grant',
        en: 'Life Grant',
        translations: { es: { use: 'ayuda Life Grant', avoid: ['beca'] } },
      },
      { id: 'rent', en: 'rent', translations: { es: { use: 'alquiler', avoid: ['renta'] } } },
      {
        id: 'save',
        en: 'Save a Life',
        translations: { es: { use: 'Salve una vida', avoid: ['Salva una vida'] } },
      },
    ],
    exceptions: [{ language: 'es', id: 'home:student', avoid: 'beca', why: 'a scholarship' }],
  };
  const hits = (texts: Record<string, string>) =>
    findGlossaryHits(sample, new Map([['es', new Map(Object.entries(texts))]])).map(
      (hit) => `${hit.id} ${hit.found}`,
    );

  it('finds a wrong variant in any case, across a line break, inside markup', () => {
    expect(
      hits({
        'common:nav': 'SALVA UNA\nVIDA',
        'home:grant': 'La <strong>Beca</strong> Vida',
        'legal:terms': '<p>dos meses de renta.</p>',
      }),
    ).toEqual(['common:nav SALVA UNA\nVIDA', 'home:grant Beca', 'legal:terms renta']);
  });

  it('matches whole words only, and honors an explained exception', () => {
    expect(
      hits({
        'legal:terms': 'el Código de Rentas Internas',
        'home:intern': 'un becario',
        'home:student': 'una beca de estudios',
        'home:link': '<a href="/es/renta/">aquí</a>',
      }),
    ).toEqual([]);
  });
  it('matches punctuation without word edges, and an entry between slashes as a pattern', () => {
    const typography: Glossary = {
      register: {},
      terms: [
        {
          id: 'us-latino-usage',
          en: 'typography',
          translations: { es: { use: '“comillas”; 90%', avoid: ['«', '/\\d\\s%/'] } },
        },
      ],
      exceptions: [],
    };
    const found = (texts: Record<string, string>) =>
      findGlossaryHits(typography, new Map([['es', new Map(Object.entries(texts))]])).map(
        (hit) => `${hit.id} ${hit.found}`,
      );
    expect(
      found({
        'search:empty': 'también encuentra «clínica»',
        'score:a': '90 % o más',
        'score:b': 'del 75% al 89%',
        'search:ok': '“clinica” también encuentra “clínica”',
      }),
    ).toEqual(['score:a 0 %', 'search:empty «']);
  });

  it('checks a term only in the texts it names, and a one-spelling name in any other case', () => {
    const scoped: Glossary = {
      register: {},
      terms: [
        {
          id: 'named-person',
          en: 'a role beside a name',
          only: ['team:roles.', 'card:title'],
          translations: { es: { use: 'Presidenta', avoid: ['/\\p{L}\\(a\\)/'] } },
        },
        {
          id: 'save-a-life',
          en: 'Save a Life',
          translations: { es: { use: 'Salve una Vida', spelling: ['Salve una Vida'] } },
        },
      ],
      exceptions: [],
    };
    const found = (texts: Record<string, string>) =>
      findGlossaryHits(scoped, new Map([['es', new Map(Object.entries(texts))]])).map(
        (hit) => `${hit.id} ${hit.found}`,
      );
    expect(
      found({
        'team:roles.president': 'Presidente(a)',
        'card:title': 'Senador(a) de Utah',
        'card:titles': 'Senador(a)',
        'letter:greeting': 'Estimado(a) legislador(a):',
        'nav:save': 'Salve una vida',
        'home:save': 'el programa <b>SALVE UNA\nVIDA</b> y Salve una Vida',
        'home:ok': 'el programa Salve una\u00a0Vida',
      }),
    ).toEqual([
      'card:title r(a)',
      'home:save SALVE UNA\nVIDA',
      'nav:save Salve una vida',
      'team:roles.president e(a)',
    ]);
  });
});

describe('the glossary catches the drift a translation review once fixed', () => {
  // Texts as they were before the review: each must fail the check with today's glossary.
  const drift: Array<[string, string, string]> = [
    ['es', 'action-email:loading', 'Cargando el mensaje de acción…'],
    ['pt', 'action-email:loading', 'Carregando o e-mail de ação…'],
    ['es', 'service-opportunities:kit', 'pañales, toallitas, bodis, una manta'],
    ['es', 'christmas:lead', 'cunas, sillas de auto, ropa abrigada'],
    ['es', 'score-card:a', '90 % o más de los votos'],
    ['es', 'save-a-life:body', '$3000 sostienen a una mujer embarazada'],
    ['pt', 'save-a-life:body', 'US$ 3000 amparam uma gestante'],
    ['es', 'search:none', 'No hay resultados para «{{query}}».'],
    ['es', 'legal:terms-of-use', '<p>Un compromiso Save a Life expresa su intención</p>'],
    ['es', 'score-card:steps', 'Los votos en comisión solo cuentan'],
    ['es', 'home:belief', 'alzamos la voz por los no nacidos'],
    ['pt', 'home:belief', 'defendemos os nascituros'],
    ['es', 'home:services', 'sillas para el auto'],
    ['pt', 'service-opportunities:drive', 'não arrecade cadeirinhas de carro'],
    ['es', 'save-a-life:after', 'la página segura de nuestro socio de pagos'],
    ['pt', 'save-a-life:after', 'a página segura do nosso parceiro de pagamentos'],
    ['pt', 'donate:title', 'Doe com Donorbox'],
    ['es', 'sms:unsubscribe', 'Cancelar la suscripción'],
    ['pt', 'sms:unsubscribe', 'Cancelar inscrição'],
    ['es', 'common:share', 'Ya está inscrito en las alertas de texto.'],
    ['pt', 'common:share', 'Você está inscrito nos alertas por SMS.'],
    ['es', 'donate-cancelled:lead', 'puede donar de nuevo cuando esté listo.'],
    ['pt', 'donate-cancelled:lead', 'você pode doar de novo quando estiver pronto.'],
    ['es', 'legal:terms-of-use', '<p>Bienvenido al sitio web de Pro-Life Utah</p>'],
    ['pt', 'legislator-contact:vcard.organisation', 'Legislativo do Estado de Utah'],
    ['pt', 'common:footer.resourceLinks.utahLegislature', 'acompanhe a Legislatura de Utah'],
    ['pt', 'common:yourActions.kinds.newsletter', 'Inscrições no boletim'],
    // Issue 39's review: constructions, not words.
    ['es', 'save-a-life:programme.after', 'le llevaremos a la página segura de nuestro'],
    ['es', 'contact-us:privacy.body', 'si acepta, para mantenerle al tanto.'],
    ['es', 'legal:privacy-notice', '<li>registrar su compromiso, llevarle a nuestro procesador'],
    ['es', 'legal:privacy-notice', 'y no le trataremos de forma diferente por hacerla.'],
    ['es', 'our-team:roles.president', 'Presidente/a'],
    ['es', 'our-team:roles.executive-director', 'Director(a) ejecutivo(a)'],
    ['es', 'our-team:meta.description', 'presidente/a, director(a) de finanzas'],
    ['pt', 'our-team:roles.director-of-finance', 'Diretor(a) financeiro(a)'],
    ['es', 'legislator-contact:vcard.senate', 'Senador(a) de Utah'],
    ['pt', 'legislator-contact:vcard.house', 'Deputado(a) na Câmara de Utah'],
    ['es', 'common:nav.saveALife', 'Salve una vida'],
    ['pt', 'save-a-life:title', 'Salve uma vida'],
    ['es', 'common:share.message.pledge', 'Acabo de hacer un compromiso con Salve una vida.'],
    // A unit with an ordinary space breaks across two lines on a phone.
    ['es', 'sms:errors.phoneInvalid', 'un número de teléfono de EE. UU. con 10 dígitos'],
    ['es', 'service-opportunities:dropOff.body', 'de lunes a viernes, de 9 a. m. a 4 p. m.'],
    ['es', 'sms:resend.wait', 'Podrá pedir un código nuevo dentro de {{count}} s.'],
    ['pt', 'donate:custom.invalid', 'de US$ 1 a US$ 100.000.'],
    ['pt', 'sms:resend.wait', 'Você poderá pedir um novo código em {{count}} s.'],
    // Issue 53's review: what each slip said before it was fixed.
    ['es', 'action-email:errors.subject', 'El código postal es obligatorio.'],
    ['pt', 'action-email:errors.subject', 'O CEP é obrigatório.'],
    ['es', 'legal:terms-of-use', '<p>Pro-Life Utah Alerts es un programa de mensajes de texto</p>'],
    [
      'pt',
      'legal:terms-of-use',
      '<p>O Pro-Life Utah Alerts é um programa de mensagens de texto</p>',
    ],
    ['es', 'legislature:states.signed', 'Firmado por el Gobernador; ya es ley.'],
    ['es', 'legislature:states.passedBoth', 'espera la firma del Gobernador.'],
    ['pt', 'legislature:states.vetoed', 'Vetado pelo Governador.'],
    ['es', 'home:services.items.pregnancy-clinic.title', 'Clínica de embarazo'],
    ['es', 'service-opportunities:items.drive', 'atendida por nuestra clínica de embarazo'],
    ['pt', 'service-opportunities:items.drive', 'atendida pela nossa clínica de gravidez'],
    ['es', 'legislator-score-card:how.steps.1', 'apoyan a las embarazadas y a las nuevas madres'],
    ['es', 'service-opportunities:items.kit', 'Prepare kits listos para nuevas madres'],
    ['pt', 'legislator-score-card:how.steps.2', 'Tiramos os votos em plenário de cada legislador'],
    ['pt', 'legislator-score-card:how.steps.3', 'um voto contra não vale nada.'],
    ['pt', 'legislature:bills.2026GS-SB0034.why', 'Ele eliminaria verificações de segurança'],
    ['pt', 'legislature:bill.sponsorRole.floor', 'responsável na outra casa'],
    ['pt', 'action-email:form.zip', 'CEP (zip code)'],
    ['pt', 'legal:privacy-notice', '<li>para responder suas perguntas e solicitações;</li>'],
    ['pt', 'legal:privacy-notice', '<p>Responderemos sua solicitação em até 30 dias</p>'],
    [
      'pt',
      'service-opportunities:items.kit',
      'dá a uma mãe o que ela precisa nas primeiras semanas',
    ],
    ['es', 'action-email:eyebrow', 'Actúe'],
    ['es', 'action-email:form.humanCheck', 'Pregunta de seguridad: ¿cuánto es {{a}} + {{b}}?'],
    ['pt', 'action-email:form.humanCheck', 'Pergunta de segurança: quanto é {{a}} + {{b}}?'],
    ['es', 'common:nav.legislatorLookup', 'Busque a sus legisladores'],
    ['es', 'home:testimonials.quotes.grant-mother', 'la primavera pasada terminé mi certificado'],
    ['es', 'volunteer:preferences.communityActionTeam', 'eventos, colectas y defensa'],
    [
      'es',
      'legal:terms-of-use',
      '<p>Nos esforzamos por mantener el sitio correcto y disponible</p>',
    ],
    ['pt', 'legal:terms-of-use', '<p>Trabalhamos para manter o site correto e disponível</p>'],
    ['es', 'service-opportunities:meta.description', 'clasificar ropa para las madres de Utah'],
    ['pt', 'service-opportunities:meta.description', 'um mutirão de roupas para as mães de Utah'],
  ];

  it.each(drift)('%s %s: "%s"', (language, id, text) => {
    const hits = findGlossaryHits(glossary, new Map([[language, new Map([[id, text]])]]));
    expect(hits.length).toBeGreaterThan(0);
  });

  it('lets the settled wording through', () => {
    const settled = new Map([
      [
        'es',
        new Map([
          ['a', 'Su suscripción a las alertas de texto está lista. Le damos la bienvenida.'],
          ['our-team:roles.president', 'Presidenta'],
          ['b', '$3,000 sostienen; 90% o más; “clinica”; sillas de auto; comité; Darme de baja'],
          [
            'c',
            'Le enviaremos un recibo; le llevamos las bolsas donadas; pasará a la página segura',
          ],
          ['d', 'el programa Salve una Vida; Estimado(a) legislador(a):'],
          [
            'e',
            'de EE.\u00a0UU.; de 9\u00a0a.\u00a0m. a 4\u00a0p.\u00a0m.; dentro de {{count}}\u00a0s.',
          ],
          ['f', 'Clínica para embarazadas; madres de recién nacidos; Firmado por el gobernador'],
          [
            'g',
            'Verificación: ¿cuánto es 2 + 3?; Encuentre a sus legisladores; o actúe en su comunidad',
          ],
          ['h', 'defensa de la vida; en defensa de los niños; obtuve mi certificado'],
          ['i', 'mantener exacta la información del sitio; ropa de bebé para las madres de Utah'],
          ['j', 'Las alertas de texto de Pro-Life Utah; un voto en contra no suma'],
          ['action-email:eyebrow', 'Pase a la acción'],
          ['action-email:errors.subject', 'El asunto es obligatorio.'],
          ['legislature:bill.sponsorRole.floor', 'patrocinador en la otra cámara'],
        ]),
      ],
      [
        'pt',
        new Map([
          ['a', 'Doe com o Donorbox; US$\u00a03.000; cadeirinhas para o carro; Cancelar cadastro'],
          ['c', 'em {{count}}\u00a0s.; de US$\u00a01 a US$\u00a0100.000'],
          ['b', 'Seu cadastro nos alertas por SMS está feito; as crianças por nascer'],
          ['our-team:roles.director-of-finance', 'Diretora financeira'],
          ['legislator-contact:vcard.house', 'Câmara dos Representantes de Utah'],
          [
            'f',
            'clínica para gestantes; mães de recém-nascidos; Sancionado pelo governador; Verificação',
          ],
          [
            'g',
            'responder às suas perguntas; Responderemos à sua solicitação; o de que ela precisa',
          ],
          ['h', 'o que você precisa saber; mais do que ela precisa; defesa da causa; em defesa de'],
          [
            'i',
            'manter corretas as informações do site; CEP (ZIP code); roupas de bebê para as mães',
          ],
          ['j', 'Os alertas por SMS da Pro-Life Utah; Extraímos os votos; não soma pontos'],
          ['service-opportunities:lead', 'em uma outra casa'],
          ['legislature:bill.sponsorRole.floor', 'responsável na outra Casa'],
          ['legislature:bills.2026GS-SB0034.why', 'O projeto eliminaria verificações de segurança'],
          ['action-email:errors.subject', 'O assunto é obrigatório.'],
        ]),
      ],
    ]);
    expect(findGlossaryHits(glossary, settled)).toEqual([]);
  });
});

describe('GLOSSARY.md', () => {
  it('shows every term the check enforces, so people and the check agree', () => {
    const page = fs.readFileSync(path.join(CONTENT_DIRS.locales, 'GLOSSARY.md'), 'utf8');
    const missing = glossary.terms.flatMap((term) =>
      Object.entries(term.translations)
        .filter(([language]) => language !== 'en')
        .flatMap(([language, { use }]) => (page.includes(use) ? [] : [`${language}: ${use}`])),
    );
    expect(missing).toEqual([]);
  });
});
