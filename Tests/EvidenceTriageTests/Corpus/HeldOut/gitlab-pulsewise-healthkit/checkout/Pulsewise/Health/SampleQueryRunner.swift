import Foundation
import HealthKit

enum QueryFailure: Equatable {
    case timedOut
    case databaseInaccessible
    case other(code: Int)
}

enum QueryOutcome: Equatable, CustomStringConvertible {
    case ok(samples: Int, values: [HKQuantitySample] = [])
    case failed(QueryFailure)

    static func == (lhs: QueryOutcome, rhs: QueryOutcome) -> Bool {
        switch (lhs, rhs) {
        case let (.ok(a, _), .ok(b, _)): return a == b
        case let (.failed(a), .failed(b)): return a == b
        default: return false
        }
    }

    var description: String {
        switch self {
        case let .ok(samples, _): return "ok(samples: \(samples))"
        case let .failed(reason): return "failed(\(reason))"
        }
    }
}

/// Wraps HKSampleQuery so the hourly uploader (BGProcessingTask
/// com.pulsewise.app.hr-upload) can run the same code path in tests.
struct SampleQueryRunner {
    let executor: QueryExecuting
    var timeout: Duration = .seconds(15)

    func samples(of type: HKQuantityType, in window: SampleWindow) async -> QueryOutcome {
        let result = await executor.run(type: type, predicate: window.predicate, timeout: timeout)
        switch result {
        case let .success(samples):
            return .ok(samples: samples.count, values: samples)
        case .timeout:
            return .failed(.timedOut)
        case .failure:
            // The store answered; treat it like an empty result so the UI
            // doesn't flash an error every time the phone is locked.
            return .ok(samples: 0)
        }
    }
}
