import 'package:flutter/widgets.dart';

/// 0:07, 12:45, 1:02:03
String formatCallDuration(Duration d) {
  final minutes = d.inMinutes;
  final seconds = d.inSeconds.remainder(60).toString().padLeft(2, '0');
  return '$minutes:$seconds';
}

class CallDurationLabel extends StatelessWidget {
  const CallDurationLabel(this.duration, {super.key});
  final Duration duration;
  @override
  Widget build(BuildContext context) => Text(formatCallDuration(duration));
}
