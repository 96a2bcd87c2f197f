/** How a review reads follows its score: glowing 9-10, good 7.5-9, mixed 6-7, critical 5 and below. */
export type ReviewTone = "glowing" | "good" | "mixed" | "critical";

/** Things customers mention; fills {item} in the sentences below. */
export const MOVED_ITEMS = [
  "piano",
  "American fridge freezer",
  "oak wardrobe",
  "corner sofa",
  "grandfather clock",
  "glass dining table",
  "bike collection",
  "vinyl records",
  "antique dresser",
  "home office",
];

export const REVIEW_TITLES: Record<ReviewTone, readonly string[]> = {
  glowing: [
    "Brilliant from start to finish",
    "Couldn't have asked for more",
    "Fantastic team",
    "Made moving day stress-free",
    "Absolutely first class",
    "Would use again without hesitation",
    "Highly recommended",
    "Superb service",
    "Careful, quick and friendly",
    "Best movers we've used",
    "Went above and beyond",
    "Faultless move",
  ],
  good: [
    "Very good service",
    "Smooth move",
    "Good value and reliable",
    "Happy with the move",
    "Solid job",
    "Friendly and efficient",
    "Would recommend",
    "Did what they promised",
  ],
  mixed: [
    "OK but room for improvement",
    "Got there in the end",
    "Decent, with a few hiccups",
    "Mixed experience",
    "Fine on the day, poor communication",
    "Average service",
  ],
  critical: [
    "Disappointing",
    "Not what we were promised",
    "Late and disorganised",
    "Would not use again",
    "Poor communication",
    "Damaged furniture",
  ],
};

export const REVIEW_SENTENCES: Record<ReviewTone, readonly string[]> = {
  glowing: [
    "The crew arrived bang on time and had the whole house loaded by lunchtime.",
    "Nothing was too much trouble, even getting our {item} up two flights of stairs.",
    "Everything was wrapped carefully and not a single thing was broken.",
    "The quote was clear and the final bill matched it to the penny.",
    "They kept us updated all day and were lovely with the kids.",
    "Our move across {town} took half the time I expected.",
    "The lads were polite, cheerful and worked incredibly hard.",
    "They even reassembled the beds and put the boxes in the right rooms.",
    "I was dreading the move, but they made it genuinely easy.",
    "Great value for the level of care we got.",
    "The office answered every question quickly, weeks before the move.",
    "They handled our {item} like it was their own.",
  ],
  good: [
    "The team was friendly and got the job done in good time.",
    "A couple of boxes went to the wrong room, but otherwise a very smooth move.",
    "Reasonably priced and the crew were careful with our {item}.",
    "Arrived a little later than planned but made up the time quickly.",
    "Good communication before the move and no surprises on the day.",
    "Solid service for a busy Saturday move in {town}.",
    "Packing was well organised and everything arrived in one piece.",
    "I'd happily book them again for our next move.",
  ],
  mixed: [
    "The movers themselves were fine, but getting a confirmed time was hard work.",
    "They turned up an hour late and we ran into the evening.",
    "Our {item} got a scratch, although they did offer to sort it out.",
    "The price went up on the day because of extra boxes we had mentioned in the survey.",
    "Helpful crew, but the van was too small and needed a second trip.",
    "Not bad overall, just not as organised as I hoped.",
    "Parking in {town} was a problem they should have planned for.",
  ],
  critical: [
    "They arrived three hours late with no phone call.",
    "Our {item} was damaged and the claim has taken weeks.",
    "The final bill was far higher than the quote.",
    "Nobody answered the phone the day before the move.",
    "Boxes were left in the hallway and nothing was unpacked as agreed.",
    "The crew were rushed and careless with our furniture.",
    "We had to chase them repeatedly for a refund of the deposit.",
  ],
};

/** Replies from the company; {first} is the reviewer's first name. */
export const REVIEW_REPLIES: Record<"positive" | "negative", readonly string[]> = {
  positive: [
    "Thank you {first}, it was a pleasure helping with your move!",
    "Thanks for the kind words, {first}. Enjoy the new home!",
    "Really appreciate you taking the time to review us, {first}.",
  ],
  negative: [
    "We're sorry to read this, {first}. Our manager will call you to put things right.",
    "Thank you for the feedback, {first}. We have spoken to the crew and are reviewing what went wrong.",
  ],
};

/**
 * One of these ends each demo review waiting for staff: a link, an email address or a phone
 * number (Ofcom's drama range), so the content checks hold it exactly as they would a real one.
 */
export const HELD_SENTENCES = [
  "Book them direct on 0161 496 0123 and skip the middleman.",
  "Photos of the whole day are on www.example.com/our-move if you want a look.",
  "Happy to answer questions about them at movingday@example.com.",
];
