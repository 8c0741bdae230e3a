import ArgumentParser

/// The `kiosk` command.
struct Kiosk: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kiosk",
        abstract: "A fast, private, server-rendered front end for Wikipedia search, Google News, xkcd and TMDB.",
        subcommands: [Serve.self, SampleUpstreamCommand.self],
        defaultSubcommand: Serve.self)
}
