import Foundation

enum StoreHoursText {
    static func closing(hour: Int) -> String {
        "Closes at \(hour):00"
    }
}
