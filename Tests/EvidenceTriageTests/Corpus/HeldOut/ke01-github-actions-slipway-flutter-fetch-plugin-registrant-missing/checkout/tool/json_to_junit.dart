// Converts `flutter test --file-reporter json:...` output into JUnit XML.
// classname = outermost group, name = test description without the group prefix.
// Prints one "✗ <group>/<test>" line per failure for the job log.
import 'dart:convert';
import 'dart:io';

void main(List<String> args) {
  final lines = File(args[0]).readAsLinesSync();
  final tests = <int, Map<String, dynamic>>{};
  final groups = <int, String>{};
  final results = <int, Map<String, dynamic>>{};
  final errors = <int, List<String>>{};
  for (final l in lines) {
    final e = jsonDecode(l) as Map<String, dynamic>;
    switch (e['type']) {
      case 'group': groups[e['group']['id']] = e['group']['name'] ?? ''; break;
      case 'testStart': tests[e['test']['id']] = e['test']; break;
      case 'error': (errors[e['testID']] ??= []).add('${e['error']}\n${e['stackTrace']}'); break;
      case 'testDone': results[e['testID']] = e; break;
    }
  }
  // ... XML writing elided for brevity in this excerpt of the tool ...
  stdout.writeln('wrote ${args[1]}');
}
