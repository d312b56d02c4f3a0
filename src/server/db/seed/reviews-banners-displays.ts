import type { SeedReview } from './seed-types.ts';

/** Reviews of the Banners & Signs and Trade Show Displays products, by product slug. */
export const bannerAndDisplayReviews: Readonly<Record<string, readonly SeedReview[]>> = {
  'vinyl-banners': [
    {
      customerName: 'Maria Gonzalez',
      rating: 5,
      daysAgo: 96,
      comment:
        "Ordered a 3' x 6' banner for our grand opening and it arrived in two days. Colors were spot on and the grommets are solid.",
    },
    {
      customerName: 'Derek Thompson',
      rating: 5,
      daysAgo: 71,
      comment:
        'Third banner from PrintPro this year. It has been on our fence through two storms and still looks new.',
    },
    {
      customerName: 'Priya Patel',
      rating: 4,
      daysAgo: 44,
      comment:
        'Great quality for the price. The proof took a few hours longer than expected, but the banner itself is perfect.',
    },
    {
      customerName: 'Tom Becker',
      rating: 5,
      daysAgo: 9,
      comment:
        'Double-sided blockout banner for our street festival. You cannot see any show-through at all. Highly recommend.',
      pending: true,
    },
  ],
  'aluminum-signs': [
    {
      customerName: 'Linda Walsh',
      rating: 5,
      daysAgo: 80,
      comment:
        'We replaced all our parking signs with the reflective aluminum ones. They really light up at night.',
    },
    {
      customerName: 'James Carter',
      rating: 4,
      daysAgo: 52,
      comment:
        'Sturdy sign and a clean contour cut. I would have liked the standoffs in a darker finish, but that is personal taste.',
    },
    {
      customerName: 'Sofia Rossi',
      rating: 5,
      daysAgo: 17,
      comment: 'Our restaurant address sign looks fantastic. The matte finish has no glare even in full sun.',
    },
  ],
  'window-decals': [
    {
      customerName: 'Kevin Nguyen',
      rating: 5,
      daysAgo: 41,
      comment:
        'Perforated film covers our whole storefront and we can still see out perfectly. Customers ask who did it.',
    },
    {
      customerName: 'Rachel Adams',
      rating: 4,
      daysAgo: 22,
      comment:
        'Easy to apply with the included instructions. Took me two tries to get the big one bubble-free.',
    },
    {
      customerName: 'Omar Haddad',
      rating: 3,
      daysAgo: 6,
      comment:
        'The print is good, but the frosted vinyl was a little lighter than I expected. Support offered to reprint it.',
      pending: true,
    },
  ],
  'pop-up-display-10ft': [
    {
      customerName: 'Jennifer Liu',
      rating: 5,
      daysAgo: 88,
      comment:
        'I set up our 10ft curved display alone in five minutes at the convention center. The fabric graphic is seamless and vivid.',
    },
    {
      customerName: 'Marcus Bell',
      rating: 5,
      daysAgo: 47,
      comment:
        'The wheeled case turning into a podium is a great touch. Worth every penny for the shows we do each year.',
    },
    {
      customerName: 'Hannah Schmidt',
      rating: 4,
      daysAgo: 15,
      comment:
        'Very professional look. The LED lights are a bit bright up close, but the booth really stands out.',
    },
  ],
  'retractable-banner-stands': [
    {
      customerName: 'Carlos Mendoza',
      rating: 5,
      daysAgo: 90,
      comment:
        'Bought five stands for our sales team. They are light, quick to set up and the anti-curl film stays flat.',
    },
    {
      customerName: 'Emily Foster',
      rating: 5,
      daysAgo: 63,
      comment:
        'The premium wide base is rock solid, even near the conference hall doors. Print quality is excellent.',
    },
    {
      customerName: 'Brian O’Connor',
      rating: 4,
      daysAgo: 34,
      comment:
        'Good stand and fast shipping. The travel bag could be more padded, but everything arrived undamaged.',
    },
    {
      customerName: 'Aisha Johnson',
      rating: 5,
      daysAgo: 12,
      comment:
        'Ordered on Monday, had it Wednesday for our career fair. Looks great and the colors match our brand exactly.',
    },
    {
      customerName: 'Greg Lawson',
      rating: 3,
      daysAgo: 3,
      comment:
        'The economy base wobbles a little on carpet. The graphic itself is great, so I will upgrade the stand next time.',
      pending: true,
    },
  ],
  'step-and-repeat-backdrop': [
    {
      customerName: 'Natalie Brooks',
      rating: 5,
      daysAgo: 58,
      comment:
        'Used it for our charity gala. No glare in any of the flash photos and the sponsors loved the layout.',
    },
    {
      customerName: 'Victor Alvarez',
      rating: 4,
      daysAgo: 26,
      comment:
        'The stand goes up fast and the matte vinyl looks premium. Add the sandbags if you are outdoors.',
    },
  ],
  'table-covers': [
    {
      customerName: 'Samantha Reed',
      rating: 5,
      daysAgo: 49,
      comment:
        'The fitted cover looks so much more professional than a plain tablecloth. Washed it twice and the print is still perfect.',
    },
    {
      customerName: 'Daniel Kim',
      rating: 4,
      daysAgo: 20,
      comment:
        'Nice fabric and accurate logo colors. It came folded, so give it a steam before your first event.',
    },
  ],
};
