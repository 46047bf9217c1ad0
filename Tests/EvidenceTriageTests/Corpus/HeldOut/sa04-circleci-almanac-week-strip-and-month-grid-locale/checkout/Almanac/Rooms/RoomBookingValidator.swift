import Foundation

struct Booking { let start: Date; let end: Date }

struct RoomBookingValidator {
    func canBook(_ new: Booking, existing: [Booking]) -> Bool {
        !existing.contains { $0.start < new.start && new.start < $0.end }
    }
}
