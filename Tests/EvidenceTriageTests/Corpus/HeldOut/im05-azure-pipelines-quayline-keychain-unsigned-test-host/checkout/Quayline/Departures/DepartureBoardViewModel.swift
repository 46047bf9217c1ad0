import Foundation

struct Sailing {
    enum Status { case onTime, delayed(minutes: Int), cancelled }
    let route: String
    let departs: String
    let status: Status
}

struct DepartureRow {
    let title: String
    let detail: String
    let isStruckThrough: Bool
}

struct DepartureBoardViewModel {
    func row(for sailing: Sailing) -> DepartureRow {
        switch sailing.status {
        case .onTime:
            return DepartureRow(title: sailing.route, detail: sailing.departs, isStruckThrough: false)
        case .delayed(let m):
            return DepartureRow(title: sailing.route, detail: "\(sailing.departs) +\(m) min", isStruckThrough: false)
        case .cancelled:
            return DepartureRow(title: sailing.route, detail: "Cancelled", isStruckThrough: false)
        }
    }
}
