/// How long each successive snooze lasts.
class SnoozePolicy {
  const SnoozePolicy({this.first = const Duration(minutes: 9), this.floor = const Duration(minutes: 5)});

  final Duration first;
  final Duration floor;

  /// Each snooze is two minutes shorter than the previous one, never below [floor].
  Duration durationFor(int snoozeNumber) {
    final minutes = first.inMinutes - 2 * snoozeNumber;
    return Duration(minutes: minutes < floor.inMinutes ? floor.inMinutes : minutes);
  }
}
