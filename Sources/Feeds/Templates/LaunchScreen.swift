import FeedshotUI

/// A launch's detail screen: the mission patch, the mission's name, where it launches from, the
/// rocket, and a booking button ("Book now!", or a red "Cancel trip" when booked). Lines whose
/// data is null are left out; a null patch shows a placeholder.
public struct LaunchScreen: View {
    public var launch: Launch

    /// Creates the screen of a launch.
    public init(launch: Launch) {
        self.launch = launch
    }

    public var body: some View {
        NavigationScreen(title: launch.id.map { "Launch \($0)" } ?? "Launch", displayMode: .inline) {
            VStack(spacing: 12) {
                patch
                    .frame(width: 160, height: 160)
                    .padding(.bottom, 12)
                if let name = launch.mission?.name, !name.isEmpty {
                    Text(name)
                        .font(.title.bold())
                        .foregroundStyle(.white)
                }
                if let site = launch.siteLine {
                    Text(site)
                        .font(.headline)
                        .foregroundStyle(.white.opacity(0.7))
                }
                if let rocket = launch.rocketLine {
                    Text(rocket)
                        .foregroundStyle(.white)
                }
                Spacer(minLength: 24)
                if let booked = launch.isBooked {
                    BookingButton(isBooked: booked)
                }
            }
            .multilineTextAlignment(.center)
            .padding(.horizontal)
            .padding(.top, 24)
            .padding(.bottom, 16)
        }
    }

    /// The images the screen draws (the patch), for fetching ahead.
    public var imageReferences: [String] { launch.mission?.patchReference.map { [$0] } ?? [] }

    @ViewBuilder var patch: some View {
        if let name = launch.mission?.patchReference {
            Image(name)
                .resizable()
                .scaledToFit()
        } else {
            PatchPlaceholder()
        }
    }
}

/// The booking button: blue "Book now!", or red "Cancel trip" once booked.
struct BookingButton: View {
    var isBooked: Bool

    var body: some View {
        Text(isBooked ? "Cancel trip" : "Book now!")
            .font(.headline)
            .foregroundStyle(.white)
            .frame(maxWidth: .infinity)
            .frame(height: 50)
            .background(RoundedRectangle(cornerRadius: 12).fill(isBooked ? Color.red : Color.blue))
    }
}

/// What stands in for a mission patch the launch doesn't have: an outlined circle.
struct PatchPlaceholder: View {
    var body: some View {
        ZStack {
            Circle().fill(.lightBackground)
            Circle().strokeBorder(Color.white.opacity(0.35), lineWidth: 2)
                .padding(24)
            Text("No patch")
                .font(.footnote)
                .foregroundStyle(.white.opacity(0.6))
        }
    }
}
