import 'package:timezone/timezone.dart' as tz;

class Hike {
  const Hike({required this.id, required this.title, required this.startsAt});
  final String id;
  final String title;
  final tz.TZDateTime startsAt;

  int get notificationId => id.hashCode & 0x7fffffff;
}
