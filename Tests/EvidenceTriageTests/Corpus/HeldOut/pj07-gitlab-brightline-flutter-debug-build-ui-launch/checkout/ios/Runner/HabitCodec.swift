import Foundation

struct NativeHabit: Decodable { let id: String; let title: String; let color: String
    var colorARGB: UInt32 { UInt32(color.dropFirst(), radix: 16) ?? 0 }
}

enum HabitCodec {
    static func decode(_ data: Data) throws -> NativeHabit { try JSONDecoder().decode(NativeHabit.self, from: data) }
}
