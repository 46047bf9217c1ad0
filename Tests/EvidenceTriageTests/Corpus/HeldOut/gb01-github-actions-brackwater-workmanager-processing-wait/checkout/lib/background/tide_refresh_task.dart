import '../data/tide_repository.dart';

/// Refreshes the pinned station's tide predictions.
class TideRefreshTask {
  TideRefreshTask(this._repository);

  final TideRepository _repository;

  /// Runs one refresh for the station the user pinned when the task was
  /// registered. Android and iOS both hand back the registration's inputData.
  Future<bool> run(Map<String, dynamic>? inputData) async {
    final stationId = inputData!['stationId'] as String;
    final predictions = await _repository.fetchPredictions(stationId);
    await _repository.savePredictions(stationId, predictions);
    return true;
  }
}
