/** What an erased member's birth date reads as (the column and the event codec require a date): no one's. */
export const erasedBirthDate = '1900-01-01';
