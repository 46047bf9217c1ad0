import Combine
import Foundation

final class DockAvailabilityModel {
    enum Status: String { case available, empty, full }
    let status = CurrentValueSubject<Status, Never>(.available)

    func apply(bikesAvailable: Int, capacity: Int) {
        let next: Status = bikesAvailable == 0 ? .empty : (bikesAvailable == capacity ? .full : .available)
        status.send(next)
    }
}
