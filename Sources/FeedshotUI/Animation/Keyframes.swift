import Foundation

/// Keyframe tracks that move a value over time: SwiftUI's `Keyframes`, made of
/// ``KeyframeTrack``s in a ``KeyframesBuilder``.
public protocol Keyframes<Value> {
    /// The value the tracks move (each track one property of it, or the whole value).
    associatedtype Value
    /// The tracks, in order (what the builder collects).
    var _tracks: [KeyframeTrackPlayer<Value>] { get }
}

/// One track made ready to play: writes its property of the value for a time.
public struct KeyframeTrackPlayer<Root> {
    /// Lays the track out from the value it starts from.
    let prepare: (_ initial: Root) -> PreparedTrack

    struct PreparedTrack {
        let duration: TimeInterval
        let apply: (_ value: inout Root, _ time: TimeInterval) -> Void
    }
}

/// The keyframes of one property of a value (`KeyframeTrack(\.scale) { … }`) or of the whole
/// value (`KeyframeTrack { … }`): SwiftUI's `KeyframeTrack`. A property no track moves keeps
/// its value; a track that ends before the others holds its last value.
public struct KeyframeTrack<Root, Property: Animatable, Content: KeyframeTrackContent>: Keyframes
where Content.Value == Property {
    // The property's type is not named `Value`, as it is in SwiftUI's declaration: here that
    // name is the protocol's (the whole value the tracks move, `Root`).
    public typealias Value = Root
    public let _tracks: [KeyframeTrackPlayer<Root>]

    /// Keyframes moving `keyPath` of the value.
    public init(_ keyPath: WritableKeyPath<Root, Property>, @KeyframeTrackContentBuilder<Property> content: () -> Content) {
        let keyframes = content()._keyframes
        _tracks = [KeyframeTrackPlayer { initial in
            let playback = KeyframeTrackPlayback(from: initial[keyPath: keyPath].animatableData, keyframes: keyframes)
            return .init(duration: playback.duration) { value, time in
                value[keyPath: keyPath].animatableData = playback.value(at: time)
            }
        }]
    }

    /// Keyframes moving the whole value.
    public init(@KeyframeTrackContentBuilder<Property> content: () -> Content) where Root == Property {
        self.init(\.self, content: content)
    }
}

/// Tracks collected by a ``KeyframesBuilder``.
public struct KeyframeTrackList<Value>: Keyframes {
    public let _tracks: [KeyframeTrackPlayer<Value>]
}

/// Builds a value's keyframe tracks: SwiftUI's `KeyframesBuilder`.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> KeyframeTrackList<Value> where K.Value == Value {
        KeyframeTrackList(_tracks: keyframes._tracks)
    }

    /// A bare keyframe is a track of the whole value, as in SwiftUI.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeTrackList<Value>
    where K.Value == Value {
        KeyframeTrackList(_tracks: KeyframeTrack(\Value.self) { keyframe }._tracks)
    }

    public static func buildBlock(_ parts: KeyframeTrackList<Value>...) -> KeyframeTrackList<Value> {
        KeyframeTrackList(_tracks: parts.flatMap(\._tracks))
    }

    public static func buildOptional(_ part: KeyframeTrackList<Value>?) -> KeyframeTrackList<Value> {
        part ?? KeyframeTrackList(_tracks: [])
    }

    public static func buildEither(first part: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> { part }

    public static func buildEither(second part: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> { part }

    public static func buildArray(_ parts: [KeyframeTrackList<Value>]) -> KeyframeTrackList<Value> {
        KeyframeTrackList(_tracks: parts.flatMap(\._tracks))
    }
}

/// Keyframes laid out from a value, to read the value at any time (for a chart, a custom
/// animation, or a test): SwiftUI's `KeyframeTimeline`.
public struct KeyframeTimeline<Value> {
    private let initialValue: Value
    private let tracks: [KeyframeTrackPlayer<Value>.PreparedTrack]
    /// The seconds the longest track takes.
    public let duration: TimeInterval

    /// The timeline of `content` starting from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, keyframes: content())
    }

    init(initialValue: Value, keyframes: some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = keyframes._tracks.map { $0.prepare(initialValue) }
        duration = tracks.map(\.duration).max() ?? 0
    }

    /// The value `time` seconds from the start (held at either end).
    public func value(time: TimeInterval) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, time) }
        return value
    }

    /// The value at `progress` (0 to 1) of the duration.
    public func value(progress: Double) -> Value {
        value(time: min(max(progress, 0), 1) * duration)
    }
}
