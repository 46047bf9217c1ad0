import CoreMotion
import Foundation

/// Answers the remote `reportSteps` command with the pedometer totals for a window.
final class StepReporter {
    struct Report: Equatable {
        let steps: Int
        let distance: Double
        let floorsUp: Int
        let floorsDown: Int
    }

    private let pedometer: CMPedometer
    private let publisher: MessagePublishing

    init(pedometer: CMPedometer = CMPedometer(), publisher: MessagePublishing) {
        self.pedometer = pedometer
        self.publisher = publisher
    }

    func handleReportSteps(from start: Date, to end: Date, completion: @escaping (Report?) -> Void) {
        guard CMPedometer.isStepCountingAvailable() else {
            publisher.publish(type: "steps", payload: ["steps": -1])
            completion(nil)
            return
        }
        pedometer.queryPedometerData(from: start, to: end) { [publisher] data, error in
            guard let data, error == nil else {
                completion(nil)
                return
            }
            let report = Report(steps: data.numberOfSteps.intValue,
                                distance: data.distance?.doubleValue ?? 0,
                                floorsUp: data.floorsAscended?.intValue ?? 0,
                                floorsDown: data.floorsDescended?.intValue ?? 0)
            publisher.publish(type: "steps", payload: ["steps": report.steps,
                                                       "distance": report.distance,
                                                       "floorsup": report.floorsUp,
                                                       "floorsdown": report.floorsDown])
            completion(report)
        }
    }
}
