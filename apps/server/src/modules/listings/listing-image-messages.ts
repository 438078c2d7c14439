/**
 * What the image calls answer when they refuse; the web app shows the server's message, so these
 * stay out of the shared contracts (every string there is in the app's first load).
 */
export const listingImageMessages = {
  notAnImage: { title: 'Invalid File Type', message: 'Please choose a JPEG, PNG, WebP or GIF image.' },
  tooLarge: { title: 'File Too Large', message: 'Please choose an image smaller than 10MB.' },
  tooManyPixels: { title: 'Image Too Large', message: 'Please choose an image of at most 40 megapixels.' },
  tooMany: { title: 'Too Many Images', message: 'A listing can have at most 8 images.' },
  notYours: { message: 'You can only change the images of your own listings.' },
  imageNotFound: { message: 'Image not found.' },
  badOrder: { message: 'The order must list every image of the listing once.' },
  missingImage: { message: 'Choose an image to upload.' },
} as const;
