import 'dart:convert';
import 'package:args/args.dart';
import 'package:tide_relay/tide_relay.dart';

/// Writes a .apns file for `xcrun simctl push` from the same builder the relay uses.
void main(List<String> argv) {
  final args = (ArgParser()..addOption('station')..addOption('bundle')).parse(argv);
  final apns = {'Simulator Target Bundle': args['bundle'], ...SilentSyncPayload(args['station']).toApns()};
  print(jsonEncode(apns));
}
