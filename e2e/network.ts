/**
 * Requests to the video service's hosts (youtube.com, youtube-nocookie.com, …). Anchored on the
 * host: the site's own lazy player chunk (/assets/lazyYouTubeAdapter-….js) has "youtube" in its path.
 */
export const youtubeRequests = /^https?:\/\/[^/]*youtube/;
