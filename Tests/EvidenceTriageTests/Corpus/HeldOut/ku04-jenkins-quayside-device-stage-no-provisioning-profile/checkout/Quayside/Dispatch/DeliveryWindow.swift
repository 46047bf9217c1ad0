import Foundation

struct DeliveryWindow {
    let opens: Date
    let cutoff: Date
    func isOpen(at date: Date) -> Bool { date >= opens && date <= cutoff.addingTimeInterval(59) }
}
