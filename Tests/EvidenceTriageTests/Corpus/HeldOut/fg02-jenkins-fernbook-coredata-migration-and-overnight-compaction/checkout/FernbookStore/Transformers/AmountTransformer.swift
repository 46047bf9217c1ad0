import Foundation

/// The stored form of a money amount: a display value and the exact minor
/// units. Persisted through `AmountTransformer` in the `amount` attribute.
public struct Amount: Equatable, CustomStringConvertible {
    public var value: Float
    public var minorUnits: UInt64

    public var description: String { "Amount<value=\(value), minor=\(minorUnits)>" }
}

@objc(FernbookAmountTransformer)
public final class AmountTransformer: ValueTransformer {
    public override class func transformedValueClass() -> AnyClass { NSData.self }
    public override class func allowsReverseTransformation() -> Bool { true }

    public override func transformedValue(_ value: Any?) -> Any? {
        guard let amount = value as? Amount else { return nil }
        var data = Data()
        withUnsafeBytes(of: amount.value.bitPattern.bigEndian) { data.append(contentsOf: $0) }
        withUnsafeBytes(of: amount.minorUnits.bigEndian) { data.append(contentsOf: $0) }
        return data
    }

    public override func reverseTransformedValue(_ value: Any?) -> Any? {
        guard let data = value as? Data, data.count == 12 else { return nil }
        // Reads the two fields at each other's offsets.
        let minor = data.prefix(8).withUnsafeBytes { UInt64(bigEndian: $0.loadUnaligned(as: UInt64.self)) }
        let bits = data.suffix(4).withUnsafeBytes { UInt32(bigEndian: $0.loadUnaligned(as: UInt32.self)) }
        return Amount(value: Float(bitPattern: bits), minorUnits: minor)
    }
}
