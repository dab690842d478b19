import LocatedJSON
import Foundation

extension MoonshotFeed {
    /// Reads `missions.json` and `astronauts.json` from a folder and links them.
    ///
    /// Errors name each file relative to the folder as given (`DIR/missions.json:12:9: …`), or to
    /// `displayDirectory` when given (the URL a fetched feed came from).
    public static func load(fromDirectory directory: String, lenient: Bool = false,
                            displayDirectory: String? = nil) throws(FeedDecodingError) -> MoonshotFeed {
        let decoder = FeedJSONDecoder()
        let missionsPath = (directory as NSString).appendingPathComponent("missions.json")
        let astronautsPath = (directory as NSString).appendingPathComponent("astronauts.json")
        // Decode both before reporting so that one run shows the problems of both files.
        var errors = [FeedDecodingError]()
        var missions: (value: [Mission], locator: JSONLocator)?
        var astronauts: (value: [String: Astronaut], locator: JSONLocator)?
        let missionsName = displayDirectory.map { FeedLocation.join($0, "missions.json") }
        let astronautsName = displayDirectory.map { FeedLocation.join($0, "astronauts.json") }
        do {
            missions = try decoder.decodeLocated([Mission].self, fromFile: missionsPath, displayName: missionsName)
        } catch { errors.append(error) }
        do {
            astronauts = try decoder.decodeLocated([String: Astronaut].self, fromFile: astronautsPath, displayName: astronautsName)
        } catch { errors.append(error) }
        guard let missions, let astronauts else {
            throw errors.count == 1 ? errors[0] : .multiple(errors)
        }
        return try MoonshotFeed(missions: missions.value, astronauts: astronauts.value,
                                missionsLocator: missions.locator, astronautsLocator: astronauts.locator,
                                lenient: lenient)
    }
}
