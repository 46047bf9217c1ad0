import 'dart:io';

/// Tiny host-side helper for integration tests: POST /push/<name> sends
/// tool/push_payloads/<name>.apns to the booted simulator with simctl.
Future<void> main() async {
  final server = await HttpServer.bind(InternetAddress.loopbackIPv4, 8787);
  stdout.writeln('[sim-push] listening on 127.0.0.1:8787');
  await for (final req in server) {
    final name = req.uri.pathSegments.last;
    final result = await Process.run('xcrun', [
      'simctl', 'push', 'booted', 'app.shiftmate.ios', 'tool/push_payloads/$name.apns',
    ]);
    stdout.write('[sim-push] $name: ${result.stdout}${result.stderr}');
    req.response.statusCode = result.exitCode == 0 ? 200 : 500;
    await req.response.close();
  }
}
