/// One value of the legacy result model, as the typed-object grammar stores it: a scalar, an array,
/// or an object with named fields. Maps one to one onto legacy `xcresulttool get --format json`.
public indirect enum XCResultObject: Equatable, Sendable {
    /// A named field of an object. Objects keep fields in stored order and are searched linearly:
    /// they have a few dozen fields at most, and no hashing makes parsing faster and smaller.
    public struct Field: Equatable, Sendable {
        public var key: String
        public var value: XCResultObject
    }

    case scalar(type: String, value: String)
    case array([XCResultObject])
    case object(type: String, fields: [Field])

    /// The type name (`_type._name`); "Array" for arrays.
    public var typeName: String {
        switch self {
        case .scalar(let type, _), .object(let type, _): type
        case .array: "Array"
        }
    }

    public subscript(field: String) -> XCResultObject? {
        if case .object(_, let fields) = self {
            for candidate in fields where candidate.key == field { return candidate.value }
        }
        return nil
    }

    /// The elements of an array field (empty when absent: nil optionals are omitted in the store).
    public func array(_ field: String) -> [XCResultObject] {
        if case .array(let elements)? = self[field] { return elements }
        return []
    }

    public func string(_ field: String) -> String? {
        if case .scalar(_, let value)? = self[field] { return value }
        return nil
    }

    public func int(_ field: String) -> Int? { string(field).flatMap { Int($0) } }

    public func double(_ field: String) -> Double? { string(field).flatMap { Double($0) } }

    public func bool(_ field: String) -> Bool? { string(field).map { $0 == "true" } }

    /// The target of a `Reference` field (`{id: {_value}}`).
    public func referenceID(_ field: String) -> String? { self[field]?.string("id") }

    /// How many objects (scalars, arrays, objects) this value holds, itself included.
    public var nodeCount: Int {
        switch self {
        case .scalar: 1
        case .array(let elements): 1 + elements.reduce(0) { $0 + $1.nodeCount }
        case .object(_, let fields): 1 + fields.reduce(0) { $0 + $1.value.nodeCount }
        }
    }
}
