import 'portal_client.dart';

/// The job the background refresh runs: fetch the substitution plan for every
/// signed-in account and notify about changes.
class SubstitutionCheck {
  SubstitutionCheck({required this.client, required this.accounts});

  final PortalClient client;
  final List<String> accounts;

  Future<void> run() async {
    // One account after the other: the portal rate-limits parallel logins.
    for (final account in accounts) {
      final plan = await client.fetchPlan(account);
      await _notifyChanges(account, plan);
    }
  }

  Future<void> _notifyChanges(String account, SubstitutionPlan plan) async {
    // diff against the stored plan and post local notifications (omitted)
  }
}
