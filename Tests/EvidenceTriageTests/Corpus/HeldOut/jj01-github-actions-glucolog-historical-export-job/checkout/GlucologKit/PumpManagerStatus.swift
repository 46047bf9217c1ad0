//
//  PumpManagerStatus.swift
//  GlucologKit
//

import Foundation

public struct PumpManagerStatus: Codable, Equatable {
    public var timeZone: TimeZone
    public var device: DeviceDescription
    public var pumpBatteryChargeRemaining: Double?
    public var basalDeliveryState: BasalDeliveryState?
    public var bolusState: BolusState
    public var insulinType: InsulinType?
    public var deliveryIsUncertain: Bool

    private enum CodingKeys: String, CodingKey {
        case timeZone, device, pumpBatteryChargeRemaining, basalDeliveryState, bolusState, insulinType, deliveryIsUncertain
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.timeZone = try container.decode(SecondsFromGMT.self, forKey: .timeZone).timeZone
        self.device = try container.decode(DeviceDescription.self, forKey: .device)
        self.pumpBatteryChargeRemaining = try container.decodeIfPresent(Double.self, forKey: .pumpBatteryChargeRemaining)
        self.basalDeliveryState = try container.decodeIfPresent(BasalDeliveryState.self, forKey: .basalDeliveryState)
        self.bolusState = try container.decode(BolusState.self, forKey: .bolusState)
        // Statuses stored before 4.10 were written without an insulin type.
        self.insulinType = try container.decode(InsulinType.self, forKey: .insulinType)
        self.deliveryIsUncertain = try container.decode(Bool.self, forKey: .deliveryIsUncertain)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(SecondsFromGMT(timeZone: timeZone), forKey: .timeZone)
        try container.encode(device, forKey: .device)
        try container.encodeIfPresent(pumpBatteryChargeRemaining, forKey: .pumpBatteryChargeRemaining)
        try container.encodeIfPresent(basalDeliveryState, forKey: .basalDeliveryState)
        try container.encode(bolusState, forKey: .bolusState)
        try container.encode(insulinType, forKey: .insulinType)
        try container.encode(deliveryIsUncertain, forKey: .deliveryIsUncertain)
    }
}
