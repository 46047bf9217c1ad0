class NotificationPayload {
  NotificationPayload(this.route, this.query);
  final String route;
  final Map<String, String> query;

  factory NotificationPayload.fromData(Map<String, dynamic> data) {
    final uri = Uri.parse(data['link'] as String);
    // BUG: custom-scheme URIs put the first segment in host, not path.
    return NotificationPayload(uri.path, uri.queryParameters);
  }
}
