import type { SeedReview } from './seed-types.ts';

/** Reviews of the Custom Printing and Outdoor & Weather Proof products, by product slug (vehicle magnets have none yet). */
export const printingAndOutdoorReviews: Readonly<Record<string, readonly SeedReview[]>> = {
  'business-cards': [
    {
      customerName: 'Olivia Martin',
      rating: 5,
      daysAgo: 101,
      comment:
        'The soft-touch finish feels amazing and the cards are thick. People comment on them every time I hand one out.',
    },
    {
      customerName: 'Ethan Wright',
      rating: 5,
      daysAgo: 74,
      comment:
        'Ordered ten boxes for the whole office with the quantity discount. Every name was printed correctly.',
    },
    {
      customerName: 'Grace Yamamoto',
      rating: 4,
      daysAgo: 38,
      comment:
        'Beautiful spot UV on our logo. Shipping took one extra day, but it was still faster than our old printer.',
    },
    {
      customerName: 'Noah Fischer',
      rating: 5,
      daysAgo: 5,
      comment: 'Rounded corners with gold foil look really high-end. Will order again for our new hires.',
      pending: true,
    },
  ],
  'custom-stickers': [
    {
      customerName: 'Chloe Bennett',
      rating: 5,
      daysAgo: 77,
      comment:
        'The die-cut is precise around our logo and the holographic vinyl is stunning. Our customers love them.',
    },
    {
      customerName: 'Lucas Silva',
      rating: 5,
      daysAgo: 45,
      comment:
        'Put them on water bottles that go through the dishwasher every day. Still no fading after a month.',
    },
    {
      customerName: 'Mia Anderson',
      rating: 4,
      daysAgo: 19,
      comment: 'Great stickers and bulk pricing. I wish there were a 1.5 inch size for our product labels.',
    },
  ],
  flyers: [
    {
      customerName: 'Robert Hughes',
      rating: 4,
      daysAgo: 50,
      comment: 'Double-sided menus on cardstock came out crisp. The tri-fold lines are straight and clean.',
    },
    {
      customerName: 'Isabella Cruz',
      rating: 5,
      daysAgo: 23,
      comment:
        'Needed 500 flyers for a weekend event and had them in two days. Colors were bright and accurate.',
    },
  ],
  posters: [
    {
      customerName: 'Andrew Price',
      rating: 5,
      daysAgo: 62,
      comment:
        'The 24" x 36" satin posters for our movie night looked like the real thing. Shipped in a sturdy tube.',
    },
    {
      customerName: 'Zoe Campbell',
      rating: 4,
      daysAgo: 31,
      comment: 'Foam board mounting made them easy to display on easels. The matte finish is lovely.',
    },
    {
      customerName: 'Henry Morales',
      rating: 3,
      daysAgo: 10,
      comment:
        'Good print, but my own low-resolution photo looked soft at the largest size. They did warn me on the proof.',
    },
  ],
  'canvas-prints': [
    {
      customerName: 'Ava Richardson',
      rating: 5,
      daysAgo: 33,
      comment:
        'Printed our wedding photo at 16" x 20" with the oak floating frame. It is the centerpiece of our living room.',
    },
    {
      customerName: 'William Turner',
      rating: 5,
      daysAgo: 14,
      comment: 'Excellent packaging with corner protectors, and the mirrored edges look very professional.',
    },
    {
      customerName: 'Ella Ramirez',
      rating: 4,
      daysAgo: 4,
      comment:
        'Colors are true to my photo. I wish delivery had been a day quicker, but it was worth the wait.',
      pending: true,
    },
  ],
  'yard-signs': [
    {
      customerName: 'Michael Dawson',
      rating: 5,
      daysAgo: 110,
      comment:
        'Ordered 100 signs for a city council campaign. The 30% discount made a big difference and the stakes fit perfectly.',
    },
    {
      customerName: 'Karen Whitfield',
      rating: 5,
      daysAgo: 82,
      comment: 'Our open house signs have survived rain and wind for months. Great price for the quality.',
    },
    {
      customerName: 'Jason Park',
      rating: 4,
      daysAgo: 40,
      comment: 'Bright, double-sided and easy to install. The heavy-duty stakes are worth the small upgrade.',
    },
    {
      customerName: 'Laura Jensen',
      rating: 5,
      daysAgo: 8,
      comment: 'Graduation signs for the whole class arrived in two days. Every family was thrilled.',
    },
  ],
  'mesh-banners': [
    {
      customerName: 'Frank Russo',
      rating: 5,
      daysAgo: 70,
      comment:
        'Fence wrap around our construction site has held through several windy weeks. The webbing option is a must.',
    },
    {
      customerName: 'Tina Morgan',
      rating: 4,
      daysAgo: 28,
      comment:
        'Reads well from across the stadium parking lot. Colors are a touch softer than vinyl, as expected with mesh.',
    },
  ],
  'feather-flags': [
    {
      customerName: 'Steven Clark',
      rating: 5,
      daysAgo: 42,
      comment:
        'Two large flags in front of our dealership and walk-ins went up the first week. The cross base is very stable.',
    },
    {
      customerName: 'Nicole Baker',
      rating: 4,
      daysAgo: 25,
      comment:
        'Vivid colors and good stitching. The double-sided version is worth it if people see the flag from both directions.',
    },
    {
      customerName: 'Paul Edwards',
      rating: 5,
      daysAgo: 7,
      comment: 'Ordered replacement flags only and they fit our existing poles perfectly. Fast turnaround.',
      pending: true,
    },
  ],
};
