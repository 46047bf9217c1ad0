import 'package:flutter/material.dart';
import 'package:intl/intl.dart';

class DoseTile extends StatelessWidget {
  const DoseTile({super.key, required this.medicine, required this.at});

  final String medicine;
  final DateTime at;

  /// "8:00 PM" for US users, per the design spec (REM-112).
  static String formatDoseTime(DateTime at) => DateFormat.Hm().format(at);

  @override
  Widget build(BuildContext context) =>
      ListTile(title: Text(medicine), trailing: Text(formatDoseTime(at)));
}
