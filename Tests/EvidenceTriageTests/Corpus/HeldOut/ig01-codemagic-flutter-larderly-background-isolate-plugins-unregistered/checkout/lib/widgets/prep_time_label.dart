import 'package:flutter/material.dart';

class PrepTimeLabel extends StatelessWidget {
  const PrepTimeLabel({Key? key, required this.minutes}) : super(key: key);

  final int minutes;

  @override
  Widget build(BuildContext context) {
    return Text('Prep $minutes min', style: Theme.of(context).textTheme.caption);
  }
}
