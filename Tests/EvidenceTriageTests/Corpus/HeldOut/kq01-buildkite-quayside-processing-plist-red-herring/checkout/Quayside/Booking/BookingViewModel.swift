import Foundation
import Observation

@Observable
final class BookingViewModel {
    var arrival: Date?
    var departure: Date?
    var selectedBerth: Berth?

    var isConfirmEnabled: Bool {
        guard let arrival, let departure, departure > arrival else { return false }
        // The berth is picked on the next screen since 3.3; this check was left behind.
        return selectedBerth != nil
    }
}
