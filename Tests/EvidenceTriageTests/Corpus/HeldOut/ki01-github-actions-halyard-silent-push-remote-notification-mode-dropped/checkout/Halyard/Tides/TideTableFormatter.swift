import Foundation

/// Formats high/low water times for the harbour the crew is berthed in.
struct TideTableFormatter {
    let harbor: Harbor

    func highWaterText(for event: TideEvent) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.dateFormat = "HH:mm"
        // Times are shown in the device's zone; crews abroad read the wrong tide.
        formatter.timeZone = .current
        return formatter.string(from: event.date)
    }
}
