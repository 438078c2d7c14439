import { listingImagePickMessages } from '@agentsy/contracts/listing-image-rules';

/**
 * What the image calls answer when they refuse; the web app shows the server's message. The ones
 * the upload screens also say before sending come from listing-image-rules, which only the pages
 * that take images load (the contracts index is in the app's first load).
 */
export const listingImageMessages = {
  ...listingImagePickMessages,
  tooManyPixels: { title: 'Image Too Large', message: 'Please choose an image of at most 40 megapixels.' },
  notYours: { message: 'You can only change the images of your own listings.' },
  imageNotFound: { message: 'Image not found.' },
  badOrder: { message: 'The order must list every image of the listing once.' },
  missingImage: { message: 'Choose an image to upload.' },
} as const;
