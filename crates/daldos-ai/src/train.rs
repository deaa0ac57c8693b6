//! Training the evaluation by self-play (filled in later).
