//! What the system asks of the game's looks: a plain value, below both the flow (which
//! follows it until the player chooses) and the platforms (which read it), so that neither
//! takes it from the other.

/// The system's own accessibility settings, as far as the platform can tell them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SystemLook {
    /// Reduce motion / remove animations.
    pub reduced_motion: bool,
    /// More contrast / forced colours.
    pub high_contrast: bool,
}
