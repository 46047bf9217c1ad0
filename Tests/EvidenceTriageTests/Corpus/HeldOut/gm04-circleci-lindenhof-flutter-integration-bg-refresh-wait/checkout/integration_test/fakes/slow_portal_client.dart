import 'package:lindenhof/background/portal_client.dart';

/// Answers every request after a fixed delay, like the school portal on a bad
/// morning. Used to check the background job against the iOS time budget.
class SlowPortalClient implements PortalClient {
  SlowPortalClient({required this.perRequest});

  final Duration perRequest;

  @override
  Future<SubstitutionPlan> fetchPlan(String account) async {
    await Future<void>.delayed(perRequest);
    return SubstitutionPlan.empty(account);
  }
}
