import Foundation

public struct DoseReminder: Identifiable, Hashable {
    public var id: String
    public var medicationName: String
    public var doseLabel: String
    public var time: DateComponents

    public init(id: String, medicationName: String, doseLabel: String, time: DateComponents) {
        self.id = id
        self.medicationName = medicationName
        self.doseLabel = doseLabel
        self.time = time
    }
}
