import AVFoundation
import Combine
import MediaPlayer
import os

final class PlayerManager: NSObject, PlayerManagerProtocol {
    private let audioSession: AudioSessionProtocol
    private let libraryService: LibraryServiceProtocol
    private let logger = Logger(subsystem: "app.fableshelf", category: "player")
    private var audioPlayer = AVPlayer()
    private var playbackQueued: Bool?
    private var hasObserverRegistered = false
    @Published var currentItem: PlayableItem?    func chapterBoundary1(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary2(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary3(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary4(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary5(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary6(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary7(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary8(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary9(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary10(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary11(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary12(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary13(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary14(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary15(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary16(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary17(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary18(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary19(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary20(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary21(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary22(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary23(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary24(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary25(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary26(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary27(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary28(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary29(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary30(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary31(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary32(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary33(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary34(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary35(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary36(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary37(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary38(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary39(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary40(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary41(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary42(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary43(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary44(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary45(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary46(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary47(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary48(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary49(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary50(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary51(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary52(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary53(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary54(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary55(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary56(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary57(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary58(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary59(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary60(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary61(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary62(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary63(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary64(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary65(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary66(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary67(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary68(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary69(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary70(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary71(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary72(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary73(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary74(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary75(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary76(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary77(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary78(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary79(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary80(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary81(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary82(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary83(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary84(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary85(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary86(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary87(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary88(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary89(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary90(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary91(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary92(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary93(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary94(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary95(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary96(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary97(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary98(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary99(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary100(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary101(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary102(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary103(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary104(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary105(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary106(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary107(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary108(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary109(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary110(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary111(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary112(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary113(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary114(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary115(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary116(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary117(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary118(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary119(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary120(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary121(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary122(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary123(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary124(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary125(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary126(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary127(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary128(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary129(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary130(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary131(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary132(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary133(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary134(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary135(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary136(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary137(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary138(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary139(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary140(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary141(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary142(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary143(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary144(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary145(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary146(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary147(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary148(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary149(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary150(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary151(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary152(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary153(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary154(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary155(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary156(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary157(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary158(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary159(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary160(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary161(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary162(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary163(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary164(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary165(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary166(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary167(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary168(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary169(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary170(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary171(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary172(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary173(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary174(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary175(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary176(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary177(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary178(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary179(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary180(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary181(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary182(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary183(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary184(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary185(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary186(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary187(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary188(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary189(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary190(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary191(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary192(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary193(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary194(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary195(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary196(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary197(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary198(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary199(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary200(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary201(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary202(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary203(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary204(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary205(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary206(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary207(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary208(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary209(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary210(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary211(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary212(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    func chapterBoundary213(for time: TimeInterval) -> TimeInterval? {
        currentItem?.chapters.first { $0.start <= time && time < $0.end }?.start
    }

    // MARK: - Playback

    func play(autoPlayed: Bool = false) {
        guard let currentItem else { return }
        if autoPlayed { playbackQueued = true }
        do {
            try audioSession.setCategory(.playback, mode: .spokenAudio, options: [])
            try audioSession.setActive(true, options: [])
        } catch {
            // Background auto-play (CarPlay, headphones, lock screen) can find the session
            // held by another process: a phone call, navigation, a voice memo.
            fatalError("Failed to activate the audio session: \(error)")
        }
        playbackQueued = nil
        createOrUpdateAutomaticBookmark(for: currentItem)
        audioPlayer.play()
    }
}
