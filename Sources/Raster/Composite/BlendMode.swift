/// How a drawn source combines with the pixels already in the bitmap (Porter-Duff operators on
/// premultiplied colour). Coverage and opacity always interpolate between the old pixel and the
/// operator's result, so anti-aliased edges behave the same in every mode.
public enum BlendMode: Hashable, Sendable {
    /// The source over the destination: `S + D · (1 − Sa)`. The default.
    case sourceOver
    /// The source replaces the destination: `S`.
    case copy
    /// The destination is erased: `0`.
    case clear
    /// The destination kept where the source is opaque: `D · Sa` (masking).
    case destinationIn
    /// The destination kept where the source is transparent: `D · (1 − Sa)` (punching holes).
    case destinationOut
    /// The source kept only inside the destination: `S · Da`.
    case sourceIn
    /// The source drawn on the destination where it is opaque: `S · Da + D · (1 − Sa)`.
    case sourceAtop
    /// The destination over the source: `D + S · (1 − Da)`.
    case destinationOver
}
