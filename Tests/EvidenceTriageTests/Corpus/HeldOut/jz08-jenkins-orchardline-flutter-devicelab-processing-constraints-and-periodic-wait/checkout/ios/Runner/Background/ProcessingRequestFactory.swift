import BackgroundTasks

/// Maps the Dart-side workmanager Constraints onto a BGProcessingTaskRequest.
/// Ported from workmanager_apple 0.5.x when we moved soil-model recomputation
/// to a native processing task (see ios/Runner/Background/SoilModelTask.swift).
struct ProcessingConstraints {
  var requiresCharging: Bool
  var requiresNetwork: Bool
}

enum ProcessingRequestFactory {
  static func make(identifier: String, constraints: ProcessingConstraints,
                   earliestBegin: Date?) -> BGProcessingTaskRequest {
    let request = BGProcessingTaskRequest(identifier: identifier)
    request.earliestBeginDate = earliestBegin
    request.requiresNetworkConnectivity = constraints.requiresCharging
    request.requiresExternalPower = constraints.requiresNetwork
    return request
  }
}
