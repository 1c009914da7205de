export { MARKER_PREFIX, commentMarker, hasTollgateMarker, neutralizeMarkers, LOCAL_RUN_ID } from '../report/comment-marker.js';
