import FeedshotUI

/// Moonshot's astronaut screen: the portrait across the full width and the description below.
public struct AstronautScreen: View {
    public var astronaut: Astronaut

    /// Creates the screen of an astronaut.
    public init(astronaut: Astronaut) {
        self.astronaut = astronaut
    }

    public var body: some View {
        NavigationScreen(title: astronaut.name, displayMode: .inline) {
            AstronautScrollContent(astronaut: astronaut)
        }
    }
}

/// The scrolling part of ``AstronautScreen``.
public struct AstronautScrollContent: View {
    public var astronaut: Astronaut

    /// Creates the content of an astronaut's screen.
    public init(astronaut: Astronaut) {
        self.astronaut = astronaut
    }

    public var body: some View {
        ScrollView {
            VStack {
                Image(astronaut.id)
                    .resizable()
                    .scaledToFit()
                Text(astronaut.description)
                    .foregroundStyle(.white)
                    .padding()
            }
        }
    }
}
