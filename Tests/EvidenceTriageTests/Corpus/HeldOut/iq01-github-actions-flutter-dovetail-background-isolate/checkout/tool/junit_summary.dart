// Converts the `flutter test --file-reporter json:` stream into JUnit XML and
// prints one line per failed test as "FAILED <group>/<test name>".
import 'dart:convert';
import 'dart:io';

void main(List<String> args) {
  final events = File(args[0]).readAsLinesSync().map((l) => jsonDecode(l) as Map<String, dynamic>);
  final tests = <int, Map<String, dynamic>>{};
  final groups = <int, String>{};
  final results = <int, Map<String, dynamic>>{};
  final errors = <int, List<String>>{};
  for (final e in events) {
    switch (e['type']) {
      case 'group':
        groups[e['group']['id']] = e['group']['name'] ?? '';
      case 'testStart':
        tests[e['test']['id']] = e['test'];
      case 'error':
        errors.putIfAbsent(e['testID'], () => []).add(e['error']);
      case 'testDone':
        results[e['testID']] = e;
    }
  }
  final out = StringBuffer('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites>\n');
  var failed = 0;
  for (final entry in tests.entries) {
    final t = entry.value;
    if ((t['name'] as String).startsWith('loading ')) continue;
    final group = groups[(t['groupIDs'] as List).last] ?? '';
    final name = (t['name'] as String).substring(group.isEmpty ? 0 : group.length + 1);
    final r = results[entry.key];
    final ok = r != null && r['result'] == 'success';
    out.writeln('  <testcase classname="$group" name="${_esc(name)}" time="${((r?['time'] ?? 0) / 1000).toStringAsFixed(3)}">');
    if (!ok) {
      failed++;
      stdout.writeln('FAILED $group/$name');
      out.writeln('    <failure message="${_esc((errors[entry.key] ?? ['']).first)}"/>');
    }
    out.writeln('  </testcase>');
  }
  out.writeln('</testsuites>');
  File(args[1]).writeAsStringSync(out.toString());
  stdout.writeln('$failed failed test(s) written to ${args[1]}');
}

String _esc(String s) => const HtmlEscape(HtmlEscapeMode.attribute).convert(s);
