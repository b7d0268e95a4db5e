/**
 * Requests to the video service's hosts (youtube.com, youtube-nocookie.com, …). Anchored on the
 * host: a path of the site's own may say "youtube" too.
 */
export const youtubeRequests = /^https?:\/\/[^/]*youtube/;
