import type { InterestTag } from '../../io/entities/profile-attributes';

/**
 * The interest icons of spec §1: one emoji per interest, one icon set for the whole product. Emoji need no
 * image requests, scale with the text and look native on every platform; they are decoration only
 * (aria-hidden), the translated label next to each one (views/profile-edit/labels.ts) is what a screen reader reads.
 */
export const interestIcons: Record<InterestTag, string> = {
  adventure: '🧭', anal_sex: '🍑', animals: '🐾', art: '🎨', astrology: '♈', barbecue: '🍖', beach: '🏖️',
  beer: '🍺', biking: '🚴', bondage: '⛓️', coffee: '☕', cooking: '🍳', dancing: '💃', exchanging_pictures: '📸',
  fashion: '👗', foodie: '🍽️', gardening: '🌱', gym: '🏋️', hiking: '🥾', hugging: '🤗', kissing: '💋',
  lingerie: '👙', massages: '💆', masturbating: '✋', movies: '🎬', music: '🎵', one_night_stand: '🌙',
  oral_sex: '👅', outdoors: '🏕️', party: '🎉', photography: '📷', politics: '🗳️', public_sex: '🌳',
  reading: '📚', relationship: '💞', sadomasochism: '🖤', safe_sex: '🛡️', sex: '🔥', sex_toys: '🎀',
  shopping: '🛍️', sports: '⚽', sushi: '🍣', tattoos: '🖋️', tea: '🍵', theater: '🎭', threesome: '👥',
  travelling: '✈️', vegetarian: '🥦', video_games: '🎮', wine: '🍷',
};
