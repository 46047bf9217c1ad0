import Foundation
@testable import Saltmarsh

/// Stands in for locationd: keeps what is armed and, like CoreLocation, gives
/// conditions up once the app is over its budget.
final class FakeConditionDaemon: ConditionDaemon {
    let conditionBudget: Int
    private(set) var armed: [String] = []
    private(set) var givenUp: [String] = []

    init(budget: Int = 20, alreadyArmed: [String] = []) {
        conditionBudget = budget
        armed = alreadyArmed
    }

    func armedIdentifiers() async -> [String] { armed }

    func add(_ condition: PierCondition, identifier: String, assuming: PierState) async {
        armed.append(identifier)
        // Over budget: CoreLocation stops serving the oldest conditions.
        if armed.count > conditionBudget {
            givenUp.append(armed.removeFirst())
        }
    }

    func remove(_ identifier: String) async {
        armed.removeAll { $0 == identifier }
    }
}
